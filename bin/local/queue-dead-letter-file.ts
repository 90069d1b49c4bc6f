import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Dead letters kept as JSON lines, one record per line, so that they survive a restart of the local
 * stack and can be read with `tail` or `jq`. Writes are synchronous: they are rare and must not
 * interleave.
 */
export class DeadLetterFile<T> {
  constructor(readonly file: string) {}

  /** The records in the file; lines that are not JSON are reported through `onBadLine` and skipped. */
  read(onBadLine: (line: number, error: string) => void): T[] {
    if (!existsSync(this.file)) return [];
    const records: T[] = [];
    readFileSync(this.file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (!text.trim()) return;
        try {
          records.push(JSON.parse(text) as T);
        } catch (error) {
          onBadLine(index + 1, error instanceof Error ? error.message : String(error));
        }
      });
    return records;
  }

  append(record: T): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    appendFileSync(this.file, `${JSON.stringify(record)}\n`);
  }

  /** Replaces the file's content with these records (after a redrive). */
  write(records: readonly T[]): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
  }
}
