import { createServer, type Server, type Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSmtpVerifier } from '../../../functions/adapters/mail/smtp-verifier';

let silent: Server;
const sockets: Socket[] = [];

beforeAll(async () => {
  // accepts connections and never says a word, as an SSL port does to a client that waits for a greeting
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

function port(): number {
  const address = silent.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('the SMTP verifier', () => {
  it('reports a missing greeting when a STARTTLS check meets a server that waits for TLS', async () => {
    const verifier = createSmtpVerifier({ allowPrivateHosts: true, timeoutMs: 300 });

    const result = await verifier.verify({ host: '127.0.0.1', port: port(), secure: false, username: 'u', password: 'p' });

    expect(result).toEqual({ ok: false, failure: 'NO_GREETING' });
  });

  it('refuses a host that resolves to a private address without connecting', async () => {
    const verifier = createSmtpVerifier({
      allowPrivateHosts: false,
      lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    });
    const before = sockets.length;

    const result = await verifier.verify({ host: 'rebind.example', port: port(), secure: false, username: 'u', password: 'p' });

    expect(result).toEqual({ ok: false, failure: 'BLOCKED_HOST' });
    expect(sockets.length).toBe(before);
  });
});
