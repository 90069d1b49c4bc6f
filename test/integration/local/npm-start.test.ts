import { CognitoIdentityProviderClient, ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RuntimeConfigSchema, type LocalRuntimeConfig } from '../../../shared/config/runtime-config';
import { freePort } from '../../../bin/local/dynamodb';
import { isAlive } from '../../../bin/local/process';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reachwise-start-'));
let env: NodeJS.ProcessEnv;

/** `npm start` itself: node with tsx running bin/local.ts, as the npm script does. */
function npmStart(args: string[] = []): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bin', 'local.ts'), ...args], { cwd: root, env });
}

function outputOf(child: ChildProcessWithoutNullStreams): { text: () => string } {
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return { text: () => text };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every process whose parent chain leads to `pid`, from /proc. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

let first: ChildProcessWithoutNullStreams;
let output: { text: () => string };
let webUrl: string;
let password: string;

beforeAll(async () => {
  env = {
    ...process.env,
    REACHWISE_DATA_DIR: dataDir,
    REACHWISE_WEB_PORT: String(await freePort()),
    REACHWISE_API_PORT: String(await freePort()),
    REACHWISE_DYNAMODB_PORT: String(await freePort()),
    REACHWISE_COGNITO_PORT: String(await freePort()),
    REACHWISE_SMTP_PORT: String(await freePort()),
    REACHWISE_IMAP_PORT: String(await freePort()),
    REACHWISE_HUBSPOT_PORT: String(await freePort()),
    REACHWISE_SALESFORCE_PORT: String(await freePort()),
  };
  first = npmStart();
  output = outputOf(first);
  await waitFor(() => output.text().includes('Press Ctrl-C to stop.') || first.exitCode !== null, 120_000, output.text);
  if (first.exitCode !== null) throw new Error(`npm start exited with ${first.exitCode}:\n${output.text()}`);
  webUrl = /Open\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output.text())?.[1] ?? '';
  password = /Password\s+(\S+)/.exec(output.text())?.[1] ?? '';
}, 150_000);

afterAll(async () => {
  if (first.exitCode === null) {
    first.kill('SIGKILL');
  }
  await signOut().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the web address, the demo sign-in and where data lives', () => {
    expect(webUrl).toBe(`http://127.0.0.1:${env.REACHWISE_WEB_PORT}`);
    expect(output.text()).toContain('Sign in as  demo@reachwise.local');
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(output.text()).toContain(`Data        ${dataDir}`);
  });

  it('prints where each fake CRM asks for consent, and a HubSpot private-app token that connects', async () => {
    const hubspot = new RegExp(
      `HubSpot .*http://127\\.0\\.0\\.1:${env.REACHWISE_HUBSPOT_PORT}/oauth/authorize.* token (pat-na1-\\w+)`,
    ).exec(output.text());
    expect(hubspot).not.toBeNull();
    expect(output.text()).toMatch(
      new RegExp(`Salesforce .*http://127\\.0\\.0\\.1:${env.REACHWISE_SALESFORCE_PORT}/services/oauth2/authorize`),
    );
    const account = await fetch(`http://127.0.0.1:${env.REACHWISE_HUBSPOT_PORT}/account-info/v3/details`, {
      headers: { authorization: `Bearer ${hubspot?.[1] ?? ''}` },
    });
    expect(account.status).toBe(200);
  });

  it('lets the demo user sign in through cognito-local and see their workspace through /api on the web address', async () => {
    const config = RuntimeConfigSchema.parse(await (await fetch(`${webUrl}/config.json`)).json()) as LocalRuntimeConfig;
    expect(config).toMatchObject({ mode: 'local', apiPath: '/api', demoEmail: 'demo@reachwise.local' });
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          userPoolEndpoint: config.userPoolEndpoint,
        },
      },
    });
    const result = await signIn({ username: 'demo@reachwise.local', password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(result.isSignedIn).toBe(true);
    const token = (await fetchAuthSession()).tokens?.idToken?.toString() ?? '';

    const namespace = await fetch(`${webUrl}/api/user/user-namespace`, { headers: { authorization: `Bearer ${token}` } });
    expect(namespace.status).toBe(200);
    const { namespaceId } = (await namespace.json()) as { namespaceId: string };
    expect(namespaceId).toBe('demo-workspace');

    const contacts = await fetch(`${webUrl}/api/contact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', SelectedNamespaceId: namespaceId },
      body: JSON.stringify({ limit: 100 }),
    });
    expect(contacts.status).toBe(200);
    const page = (await contacts.json()) as { items: { email: string; namespaceId: string }[] };
    expect(page.items).toHaveLength(20);
    expect(new Set(page.items.map((contact) => contact.namespaceId))).toEqual(new Set(['demo-workspace']));

    const anonymous = await fetch(`${webUrl}/api/contact`, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('lets people sign up locally and prints the confirmation code cognito-local would email', async () => {
    const config = RuntimeConfigSchema.parse(await (await fetch(`${webUrl}/config.json`)).json()) as LocalRuntimeConfig;
    const cognito = new CognitoIdentityProviderClient({
      endpoint: config.userPoolEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const email = `new.rep.${Date.now()}@example.com`;

    await cognito.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: email,
        Password: 'A-new-password-123',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );

    // other processes' lines (the scheduled jobs run at start) may fall between cognito-local's two
    const codeAfterDestination = new RegExp(
      `Destination: ${email.replace(/\./g, '\\.')}[\\s\\S]*?cognito-local: Code:\\s+(\\d+)`,
    );
    await waitFor(() => codeAfterDestination.test(output.text()), 10_000, output.text);
    const code = codeAfterDestination.exec(output.text())?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: config.userPoolClientId, Username: email, ConfirmationCode: code ?? '' }),
    );
    cognito.destroy();
  });

  it('refuses a second start while one runs, and says where the running one is', async () => {
    const second = npmStart();
    const secondOutput = outputOf(second);
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));

    expect(code).toBe(1);
    expect(secondOutput.text()).toContain(`Reachwise is already running (pid ${first.pid}) at ${webUrl}`);
  });

  it('stops every process it started on SIGTERM and removes its lock', async () => {
    const children = descendantsOf(first.pid ?? -1);
    expect(children.length).toBeGreaterThanOrEqual(2);

    first.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => first.once('exit', resolve));

    expect(code).toBe(0);
    await waitFor(
      () => children.every((pid) => !isAlive(pid)),
      10_000,
      () => `still alive: ${children.filter(isAlive).join(', ')}`,
    );
    expect(existsSync(path.join(dataDir, 'running.json'))).toBe(false);
    await expect(fetch(`${webUrl}/config.json`)).rejects.toThrow();
    for (const port of [env.REACHWISE_HUBSPOT_PORT, env.REACHWISE_SALESFORCE_PORT]) {
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    }
  });
});
