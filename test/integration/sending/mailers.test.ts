import type { Socket } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createGmailMailer } from '../../../functions/adapters/mail/gmail-mailer';
import { createGraphMailer } from '../../../functions/adapters/mail/graph-mailer';
import type { AccessToken } from '../../../functions/adapters/mail/provider-http';
import { createSmtpMailer } from '../../../functions/adapters/mail/smtp-mailer';
import type { OutgoingEmail } from '../../../functions/core/ports/mailer';
import { OAuthProviderError } from '../../../functions/core/ports/oauth';
import { FakeGmailServer } from '../../support/fake-gmail-server';
import { FakeGraphServer } from '../../support/fake-graph-server';
import { acceptThenHang, acceptThenReset, answer, hang, messageHeaders, reset } from '../../../bin/local/fakes/scripted-api-fake';
import { closedPort } from '../senders/support';

const UNSUBSCRIBE = '<https://app.reachwise.example/api/email-status/unsubscribe?t=token-1>';

function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    from: { email: 'ana@seller.example', name: 'Ana Rep' },
    to: { email: 'bob@buyer.example', name: 'Bob Buyer' },
    subject: 'Your pipeline in March',
    text: 'Hi Bob,\n\nA short question about your pipeline.',
    html: '<html><body><p>Hi Bob,</p><p>A short question about your pipeline.</p></body></html>',
    messageId: '<01jq0000000000000000000001@reachwise.example>',
    headers: { 'List-Unsubscribe': UNSUBSCRIBE, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...overrides,
  };
}

const followUp = (overrides: Partial<OutgoingEmail> = {}) =>
  email({
    subject: 'Re: Your pipeline in March',
    messageId: '<01jq0000000000000000000002@reachwise.example>',
    inReplyTo: '<01jq0000000000000000000001@reachwise.example>',
    references: ['<01jq0000000000000000000001@reachwise.example>'],
    ...overrides,
  });

/** A token source that answers `stale` until asked for a new one, then `fresh`, counting refreshes. */
function tokens(stale = 'token-1', fresh = 'token-2'): AccessToken & { refreshes: number } {
  const source = Object.assign(
    (forceRefresh: boolean) => {
      if (forceRefresh) source.refreshes += 1;
      return Promise.resolve(source.refreshes > 0 ? fresh : stale);
    },
    { refreshes: 0 },
  );
  return source;
}

describe('the SMTP mailer', () => {
  const PASSWORD = 'right pa55word';
  const received: { raw: string; from: string; to: string[] }[] = [];
  let dropAfterData = false;
  const sockets = new Map<number, Socket>();
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.password !== PASSWORD) return callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
        callback(null, { user: auth.username ?? 'rep' });
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody@'))
          return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
        if (address.address.startsWith('greylisted@'))
          return callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          // the message arrived whole; the connection dies before the server's 250
          if (dropAfterData) return sockets.get(session.remotePort)?.destroy();
          callback(null, 'Ok: queued as 4FQ2XYZ');
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      if (socket.remotePort !== undefined) sockets.set(socket.remotePort, socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets.values()) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    received.length = 0;
    dropAfterData = false;
  });

  const mailer = (overrides: { password?: string; port?: number } = {}) =>
    createSmtpMailer({
      host: '127.0.0.1',
      port: overrides.port ?? port,
      secure: false,
      username: 'ana',
      password: overrides.password ?? PASSWORD,
      allowPrivateHosts: true,
      timeoutMs: 2_000,
    });

  it('delivers the message with its Message-ID, thread and unsubscribe headers when the server accepts it', async () => {
    const outcome = await mailer().send(followUp());

    expect(outcome).toEqual({ kind: 'SENT', providerMessageId: '4FQ2XYZ' });
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('ana@seller.example');
    expect(message?.to).toEqual(['bob@buyer.example']);
    const headers = messageHeaders(message?.raw ?? '');
    expect(headers['message-id']).toBe('<01jq0000000000000000000002@reachwise.example>');
    expect(headers['in-reply-to']).toBe('<01jq0000000000000000000001@reachwise.example>');
    expect(headers.references).toBe('<01jq0000000000000000000001@reachwise.example>');
    expect(headers['list-unsubscribe']).toBe(UNSUBSCRIBE);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headers.subject).toBe('Re: Your pipeline in March');
    expect(headers.from).toBe('Ana Rep <ana@seller.example>');
    expect(headers.to).toBe('Bob Buyer <bob@buyer.example>');
    expect(headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(message?.raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(message?.raw).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('answers REJECTED permanent when the server refuses the recipient with a 550', async () => {
    const outcome = await mailer().send(email({ to: { email: 'nobody@buyer.example' } }));

    expect(outcome).toMatchObject({ kind: 'REJECTED', permanent: true });
    expect(outcome.kind === 'REJECTED' && outcome.reason).toMatch(/RCPT TO.*550/);
    expect(received).toHaveLength(0);
  });

  it('answers REJECTED temporary when the server defers the recipient with a 451', async () => {
    const outcome = await mailer().send(email({ to: { email: 'greylisted@buyer.example' } }));

    expect(outcome).toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(received).toHaveLength(0);
  });

  it('answers AUTH_FAILED when the server refuses the password with a 535', async () => {
    const outcome = await mailer({ password: 'wrong' }).send(email());

    expect(outcome).toMatchObject({ kind: 'AUTH_FAILED' });
    expect(received).toHaveLength(0);
  });

  it('answers AMBIGUOUS when the connection drops after the server received the message', async () => {
    dropAfterData = true;

    const outcome = await mailer().send(email());

    expect(outcome).toMatchObject({ kind: 'AMBIGUOUS' });
    expect(received).toHaveLength(1);
  });

  it('answers REJECTED temporary when nothing listens on the port', async () => {
    const outcome = await mailer({ port: await closedPort() }).send(email());

    expect(outcome).toMatchObject({ kind: 'REJECTED', permanent: false });
  });

  it('refuses a host on a private address without connecting unless private hosts are allowed', async () => {
    const guarded = createSmtpMailer({
      host: 'mail.seller.example',
      port,
      secure: false,
      username: 'ana',
      password: PASSWORD,
      allowPrivateHosts: false,
      lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    });

    const outcome = await guarded.send(email());

    expect(outcome).toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(received).toHaveLength(0);
  });

  it('answers UNKNOWN to a lookup, as SMTP cannot tell', async () => {
    await expect(mailer().lookup('<01jq0000000000000000000001@reachwise.example>')).resolves.toMatchObject({ kind: 'UNKNOWN' });
  });
});

describe('the Gmail mailer', () => {
  let gmail: FakeGmailServer;

  beforeAll(async () => {
    gmail = await new FakeGmailServer().start();
  });
  afterAll(async () => {
    await gmail.stop();
  });
  afterEach(() => {
    gmail.resetScript();
    gmail.messages.length = 0;
  });

  const mailer = (accessToken: AccessToken = tokens(), timeoutMs = 2_000) =>
    createGmailMailer({ accessToken, baseUrl: gmail.baseUrl, timeoutMs });

  it('sends the raw message with the bearer token and answers the message and thread ids', async () => {
    const outcome = await mailer().send(email());

    const [kept] = gmail.messages;
    expect(outcome).toEqual({ kind: 'SENT', providerMessageId: kept?.id, providerThreadId: kept?.threadId });
    expect(gmail.requestsOf('send')).toHaveLength(1);
    expect(gmail.requestsOf('send')[0]?.headers.authorization).toBe('Bearer token-1');
    const headers = messageHeaders(kept?.raw ?? '');
    expect(headers['message-id']).toBe('<01jq0000000000000000000001@reachwise.example>');
    expect(headers['list-unsubscribe']).toBe(UNSUBSCRIBE);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends a follow-up in the thread of the email it follows', async () => {
    const first = gmail.seed({ messageId: '<01jq0000000000000000000001@reachwise.example>' });

    const outcome = await mailer().send(followUp({ providerThreadId: first.threadId }));

    expect(outcome).toMatchObject({ kind: 'SENT', providerThreadId: first.threadId });
    expect(JSON.parse(gmail.requestsOf('send')[0]?.body ?? '{}')).toMatchObject({ threadId: first.threadId });
    expect(messageHeaders(gmail.messages[1]?.raw ?? '')['in-reply-to']).toBe('<01jq0000000000000000000001@reachwise.example>');
  });

  it('sends a follow-up on its own when its thread is gone', async () => {
    const outcome = await mailer().send(followUp({ providerThreadId: 'deleted-thread' }));

    expect(outcome).toMatchObject({ kind: 'SENT' });
    expect(gmail.messages).toHaveLength(1);
    expect(gmail.requestsOf('send').map((request) => request.outcome)).toEqual([404, 200]);
  });

  it('gets a new token once and sends when Gmail refuses the held one with a 401', async () => {
    gmail.validTokens = new Set(['token-2']);
    const source = tokens();

    const outcome = await mailer(source).send(email());

    expect(outcome).toMatchObject({ kind: 'SENT' });
    expect(source.refreshes).toBe(1);
    expect(gmail.requests.map((request) => [request.operation, request.outcome])).toEqual([
      ['list', 401],
      ['list', 200],
      ['send', 200],
    ]);
    expect(gmail.messages).toHaveLength(1);
  });

  it('answers SENT without sending again when the message is already in the mailbox', async () => {
    const earlier = gmail.seed({ messageId: email().messageId });

    const outcome = await mailer().send(email());

    expect(outcome).toEqual({ kind: 'SENT', providerMessageId: earlier.id, providerThreadId: earlier.threadId });
    expect(gmail.requestsOf('send')).toHaveLength(0);
    expect(gmail.messages).toHaveLength(1);
  });

  it('answers AUTH_FAILED when Gmail refuses the new token too', async () => {
    gmail.validTokens = new Set(['another-token']);
    const source = tokens();

    const outcome = await mailer(source).send(email());

    expect(outcome).toMatchObject({ kind: 'AUTH_FAILED' });
    expect(source.refreshes).toBe(1);
    expect(gmail.messages).toHaveLength(0);
  });

  it('answers AUTH_FAILED when Google no longer accepts the sign-in', async () => {
    const revoked: AccessToken = () => Promise.reject(new OAuthProviderError('invalid_grant', 'Google answered invalid_grant.'));

    await expect(mailer(revoked).send(email())).resolves.toMatchObject({ kind: 'AUTH_FAILED' });
    expect(gmail.requests).toHaveLength(0);
  });

  it('answers REJECTED permanent when Gmail refuses the recipient with a 400', async () => {
    const outcome = await mailer().send(email({ to: { email: 'not-an-address' } }));

    expect(outcome).toMatchObject({ kind: 'REJECTED', permanent: true });
    expect(outcome.kind === 'REJECTED' && outcome.reason).toContain('Invalid To header');
  });

  it('answers REJECTED temporary when Gmail rate-limits the call with a 429', async () => {
    gmail.script('send', answer(429));

    await expect(mailer().send(email())).resolves.toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(gmail.messages).toHaveLength(0);
  });

  it('answers AMBIGUOUS on a 5xx, since Gmail may have sent it', async () => {
    gmail.script('send', answer(500));

    await expect(mailer().send(email())).resolves.toMatchObject({ kind: 'AMBIGUOUS' });
  });

  it('answers AMBIGUOUS when Gmail took the message but never answered, and the lookup finds it SENT', async () => {
    gmail.script('send', acceptThenHang());
    const gmailMailer = mailer(tokens(), 300);

    const outcome = await gmailMailer.send(email());
    const found = await gmailMailer.lookup(email().messageId);

    expect(outcome).toMatchObject({ kind: 'AMBIGUOUS' });
    const [kept] = gmail.messages;
    expect(found).toEqual({ kind: 'SENT', providerMessageId: kept?.id, providerThreadId: kept?.threadId });
    const query = gmail.requestsOf('list')[0]?.query.q ?? '';
    expect(query).toContain('rfc822msgid:01jq0000000000000000000001@reachwise.example');
    expect(query).toContain('in:anywhere');
  });

  it('answers AMBIGUOUS when the call timed out before Gmail did anything, and the lookup finds it NOT_SENT', async () => {
    gmail.script('send', hang());
    const gmailMailer = mailer(tokens(), 300);

    const outcome = await gmailMailer.send(email());
    const found = await gmailMailer.lookup(email().messageId);

    expect(outcome).toMatchObject({ kind: 'AMBIGUOUS' });
    expect(found).toEqual({ kind: 'NOT_SENT' });
  });

  it('answers AMBIGUOUS when Gmail took the message and the connection was reset', async () => {
    gmail.script('send', acceptThenReset());

    const outcome = await mailer().send(email());

    expect(outcome).toMatchObject({ kind: 'AMBIGUOUS' });
    await expect(mailer().lookup(email().messageId)).resolves.toMatchObject({ kind: 'SENT' });
  });

  it('answers REJECTED temporary when Gmail cannot be reached at all', async () => {
    const unreachable = createGmailMailer({ accessToken: tokens(), baseUrl: `http://127.0.0.1:${await closedPort()}` });

    await expect(unreachable.send(email())).resolves.toMatchObject({ kind: 'REJECTED', permanent: false });
  });

  it('answers UNKNOWN to a lookup Gmail does not answer', async () => {
    gmail.script('list', hang());

    await expect(mailer(tokens(), 300).lookup(email().messageId)).resolves.toMatchObject({ kind: 'UNKNOWN' });
  });
});

describe('the Microsoft Graph mailer', () => {
  let graph: FakeGraphServer;

  beforeAll(async () => {
    graph = await new FakeGraphServer().start();
  });
  afterAll(async () => {
    await graph.stop();
  });
  afterEach(() => {
    graph.resetScript();
    graph.messages.length = 0;
  });

  const mailer = (accessToken: AccessToken = tokens(), timeoutMs = 2_000) =>
    createGraphMailer({ accessToken, baseUrl: graph.baseUrl, timeoutMs });

  it('looks the Message-ID up, creates a draft from the MIME message and sends it', async () => {
    const outcome = await mailer().send(email());

    expect(graph.requests.map((request) => request.operation)).toEqual(['list', 'create', 'send']);
    const [list, create] = graph.requests;
    expect(list?.query.$filter).toBe("internetMessageId eq '<01jq0000000000000000000001@reachwise.example>'");
    expect(list?.query.$select).toBe('id,isDraft,conversationId');
    expect(create?.headers['content-type']).toBe('text/plain');
    expect(graph.drafts).toHaveLength(0);
    expect(graph.sent).toHaveLength(1);
    const [sent] = graph.sent;
    expect(outcome).toEqual({ kind: 'SENT', providerThreadId: sent?.conversationId });
    const headers = messageHeaders(sent?.mime ?? '');
    expect(headers['message-id']).toBe('<01jq0000000000000000000001@reachwise.example>');
    expect(headers['list-unsubscribe']).toBe(UNSUBSCRIBE);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends a follow-up into the conversation of the email it follows', async () => {
    const first = await mailer().send(email());

    const second = await mailer().send(followUp());

    expect(first.kind === 'SENT' && first.providerThreadId).toBeTruthy();
    expect(second).toMatchObject({ kind: 'SENT', providerThreadId: first.kind === 'SENT' ? first.providerThreadId : '' });
    expect(messageHeaders(graph.sent[1]?.mime ?? '').references).toBe('<01jq0000000000000000000001@reachwise.example>');
  });

  it('answers SENT without sending again when the message already left', async () => {
    await mailer().send(email());
    graph.resetScript();

    const outcome = await mailer().send(email());

    expect(outcome).toMatchObject({ kind: 'SENT', providerMessageId: graph.sent[0]?.id });
    expect(graph.requests.map((request) => request.operation)).toEqual(['list']);
    expect(graph.sent).toHaveLength(1);
  });

  it('sends the draft an interrupted send left, rather than writing another', async () => {
    graph.script('send', reset());
    const graphMailer = mailer();

    const interrupted = await graphMailer.send(email());
    const lookedUp = await graphMailer.lookup(email().messageId);
    const retried = await graphMailer.send(email());

    expect(interrupted).toMatchObject({ kind: 'AMBIGUOUS' });
    expect(lookedUp).toEqual({ kind: 'NOT_SENT' });
    expect(retried).toMatchObject({ kind: 'SENT' });
    expect(graph.requestsOf('create')).toHaveLength(1);
    expect(graph.messages).toHaveLength(1);
    expect(graph.sent).toHaveLength(1);
  });

  it('answers REJECTED temporary when the draft was written but its answer lost, and a retry sends that draft', async () => {
    graph.script('create', acceptThenReset());

    const first = await mailer().send(email());
    const retried = await mailer().send(email());

    expect(first).toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(retried).toMatchObject({ kind: 'SENT' });
    expect(graph.messages).toHaveLength(1);
    expect(graph.sent).toHaveLength(1);
  });

  it('answers AMBIGUOUS when the draft was sent but the answer never came, and the lookup finds it SENT', async () => {
    graph.script('send', acceptThenHang());
    const graphMailer = mailer(tokens(), 300);

    const outcome = await graphMailer.send(email());
    const found = await graphMailer.lookup(email().messageId);
    const again = await graphMailer.send(email());

    expect(outcome).toMatchObject({ kind: 'AMBIGUOUS' });
    expect(found).toMatchObject({ kind: 'SENT', providerMessageId: graph.sent[0]?.id });
    expect(again).toMatchObject({ kind: 'SENT' });
    expect(graph.requestsOf('send')).toHaveLength(1);
    expect(graph.sent).toHaveLength(1);
  });

  it('answers AMBIGUOUS when the draft to send is gone', async () => {
    graph.script('send', answer(404));

    await expect(mailer().send(email())).resolves.toMatchObject({ kind: 'AMBIGUOUS' });
  });

  it('gets a new token once and sends when Graph refuses the held one with a 401', async () => {
    graph.validTokens = new Set(['token-2']);
    const source = tokens();

    const outcome = await mailer(source).send(email());

    expect(outcome).toMatchObject({ kind: 'SENT' });
    expect(source.refreshes).toBe(1);
    expect(graph.sent).toHaveLength(1);
  });

  it('answers AUTH_FAILED when Graph refuses the new token too', async () => {
    graph.validTokens = new Set(['another-token']);

    const outcome = await mailer().send(email());

    expect(outcome).toMatchObject({ kind: 'AUTH_FAILED' });
    expect(graph.messages).toHaveLength(0);
  });

  it('answers REJECTED permanent when Graph refuses the recipients with a 400', async () => {
    graph.script(
      'send',
      answer(400, { error: { code: 'ErrorInvalidRecipients', message: 'At least one recipient is not valid.' } }),
    );

    const outcome = await mailer().send(email());

    expect(outcome).toMatchObject({ kind: 'REJECTED', permanent: true });
    expect(outcome.kind === 'REJECTED' && outcome.reason).toContain('At least one recipient is not valid.');
  });

  it('answers REJECTED temporary when Graph throttles the send with a 429', async () => {
    graph.script('send', answer(429));

    await expect(mailer().send(email())).resolves.toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(graph.drafts).toHaveLength(1);
  });

  it('answers REJECTED temporary, having sent nothing, when the Message-ID search fails', async () => {
    graph.script('list', answer(503));

    await expect(mailer().send(email())).resolves.toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(graph.requestsOf('create')).toHaveLength(0);
  });

  it('answers UNKNOWN to a lookup Graph does not answer', async () => {
    graph.script('list', hang());

    await expect(mailer(tokens(), 300).lookup(email().messageId)).resolves.toMatchObject({ kind: 'UNKNOWN' });
  });
});
