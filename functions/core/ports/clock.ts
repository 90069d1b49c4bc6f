/** Current time; services take it as a dependency so tests can fix it. */
export type Clock = () => Date;
