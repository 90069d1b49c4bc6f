import type { LocalLog } from '../../../bin/local/queue-runtime';

export interface LogLine {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly attributes: Record<string, unknown>;
}

/** A log that keeps its lines, so tests can read what an operator would see. */
export function fakeLog(): LocalLog & { readonly lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (message, attributes) => void lines.push({ level: 'info', message, attributes }),
    warn: (message, attributes) => void lines.push({ level: 'warn', message, attributes }),
    error: (message, attributes) => void lines.push({ level: 'error', message, attributes }),
  };
}

/** A promise with its resolve and reject in hand. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
