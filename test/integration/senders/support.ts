import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startLocalSmtp, type LocalSmtp } from '../../../bin/local/smtp';
import type { Clock } from '../../../functions/core/clock';
import type { TestDeps } from '../../support/http';
import { installDeps } from '../../support/http';
import type { TestTable } from '../../support/table-per-file';

/**
 * Handler dependencies over the test table. The sender routes read saved credentials (SMTP
 * passwords and OAuth tokens) with the raw-item reader, sealed with the runtime's key.
 */
export function installSenderDeps(table: TestTable, clock: Clock): TestDeps {
  return installDeps(table, clock);
}

/** The local SMTP server of `npm start`, on a free port, with its own mailbox password. */
export function startTestSmtp(password: string): Promise<LocalSmtp> {
  return startLocalSmtp({ port: 0, mailDir: mkdtempSync(path.join(tmpdir(), 'reachwise-smtp-')), password });
}

/** A port on 127.0.0.1 nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
