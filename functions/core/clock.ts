import type { Clock } from './ports/clock';

export type { Clock };
export const systemClock: Clock = () => new Date();
