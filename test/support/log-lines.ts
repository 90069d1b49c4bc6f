import { vi } from 'vitest';

/**
 * Starts keeping the JSON log lines the code under test writes (Powertools writes INFO lines to
 * stdout and ERROR lines to stderr), parsed, into a fresh array it answers; `vi.restoreAllMocks()`
 * stops it. Set `POWERTOOLS_LOG_LEVEL` in `vi.hoisted` to see INFO lines: the suite runs with them off.
 */
export function captureLogLines(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const capture = (chunk: string | Uint8Array): boolean => {
    for (const text of String(chunk).split('\n')) {
      if (text.startsWith('{')) lines.push(JSON.parse(text) as Record<string, unknown>);
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return lines;
}
