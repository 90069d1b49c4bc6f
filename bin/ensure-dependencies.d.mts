// Types of bin/ensure-dependencies.mjs, which is plain JavaScript so that it runs before tsx is installed.

export interface InstallDecision {
  readonly install: boolean;
  readonly reason: string;
}

export function installDecision(mtimes: {
  lockfileMtimeMs: number | undefined;
  installedMtimeMs: number | undefined;
}): InstallDecision;

export function installCommands(npmMajor: number): string[][];

export function npmMajorFromUserAgent(userAgent: string | undefined): number | undefined;
