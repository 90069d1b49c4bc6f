/**
 * `npm start`: the whole product on this machine (see README, "Running locally").
 * `npm start -- --reset` wipes local data first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

import { isAlive } from './local/process';
import { SPEEDUP_VARIABLE } from './local/schedules';
import { DEMO_SMTP_SENDER } from './local/seed';
import { DEFAULT_PORTS, startLocalStack, type LocalPorts } from './local/stack';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(process.env.REACHWISE_DATA_DIR ?? path.join(root, '.local'));
const lockFile = path.join(dataDir, 'running.json');
const started = performance.now();

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535)
    fail(`${name} must be a port number (1-65535), not "${value}".`);
  return parsed;
}

function portFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function memoryMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const ports: LocalPorts = {
  web: port('REACHWISE_WEB_PORT', DEFAULT_PORTS.web),
  api: port('REACHWISE_API_PORT', DEFAULT_PORTS.api),
  dynamodb: port('REACHWISE_DYNAMODB_PORT', DEFAULT_PORTS.dynamodb),
  cognito: port('REACHWISE_COGNITO_PORT', DEFAULT_PORTS.cognito),
  smtp: port('REACHWISE_SMTP_PORT', DEFAULT_PORTS.smtp),
  imap: port('REACHWISE_IMAP_PORT', DEFAULT_PORTS.imap),
  hubspot: port('REACHWISE_HUBSPOT_PORT', DEFAULT_PORTS.hubspot),
  salesforce: port('REACHWISE_SALESFORCE_PORT', DEFAULT_PORTS.salesforce),
};

// one local stack at a time per data directory
if (existsSync(lockFile)) {
  const running = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; webUrl?: string };
  if (isAlive(running.pid)) {
    fail(
      `Reachwise is already running (pid ${running.pid})${running.webUrl ? ` at ${running.webUrl}` : ''}.\n` +
        `Use that one, or stop it with Ctrl-C in its terminal (or \`kill ${running.pid}\`) and start again.`,
    );
  }
  unlinkSync(lockFile);
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const javaMajor = Number(/version "(\d+)/.exec(`${java.stderr ?? ''}${java.stdout ?? ''}`)?.[1] ?? 0);
if (java.error || java.status !== 0 || javaMajor < 17) {
  fail(
    [
      java.error || java.status !== 0
        ? 'Java was not found on the PATH.'
        : `Java ${javaMajor} was found; DynamoDB Local needs 17 or newer.`,
      'Install a Java 17+ runtime, for example:',
      '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
      '  macOS:         brew install openjdk@17',
      '  Windows:       winget install EclipseAdoptium.Temurin.17.JRE',
      'then run `npm start` again.',
    ].join('\n'),
  );
}

for (const [name, value] of Object.entries(ports) as [keyof LocalPorts, number][]) {
  if (!(await portFree(value))) {
    fail(
      `Port ${value} (${name}) is in use by another program. Free it, or choose another with REACHWISE_${name.toUpperCase()}_PORT=<port>.`,
    );
  }
}

if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`Local data wiped (${dataDir}).\n`);
}
mkdirSync(dataDir, { recursive: true });
writeFileSync(lockFile, JSON.stringify({ pid: process.pid }));

const log = (line: string) => process.stdout.write(`  ${line}\n`);
let stopping = false;
let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping Reachwise…\n');
  await stack?.stop();
  if (existsSync(lockFile)) unlinkSync(lockFile);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

process.stdout.write('Starting Reachwise on this machine…\n');
try {
  stack = await startLocalStack({ root, dataDir, ports, log });
} catch (error) {
  if (existsSync(lockFile)) unlinkSync(lockFile);
  fail(`Reachwise could not start: ${error instanceof Error ? error.message : String(error)}`);
}
// `npm run reply` sends through this run's SMTP server
writeFileSync(lockFile, JSON.stringify({ pid: process.pid, webUrl: stack.webUrl, smtpPort: stack.smtpPort }));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const memory = [process.pid, ...stack.childPids].map(memoryMb);
const ai = process.env.OPENAI_API_KEY
  ? `OpenAI-compatible API${process.env.OPENAI_BASE_URL ? ` at ${process.env.OPENAI_BASE_URL}` : ''} (OPENAI_API_KEY is set)`
  : process.env.OPENAI_BASE_URL
    ? `OpenAI-compatible API at ${process.env.OPENAI_BASE_URL}, without a key`
    : 'the offline writer (set OPENAI_BASE_URL for a local model server, or OPENAI_API_KEY, and optionally OPENAI_MODEL, to use a model)';
process.stdout.write(
  [
    '',
    `Reachwise is running (ready in ${seconds} s, ${memory.reduce((sum, mb) => sum + mb, 0)} MB of memory).`,
    '',
    `  Open        ${stack.webUrl ?? '(web app not started)'}`,
    `  Sign in as  ${stack.demo.email}`,
    `  Password    ${stack.demo.password}`,
    '',
    `  API         ${stack.apiUrl}/api (also under /api on the web app's address)`,
    `  SMTP        host 127.0.0.1, port ${stack.smtpPort}, type SMTP, any username, password ${stack.smtpPassword}`,
    `  IMAP        host 127.0.0.1, port ${stack.imapPort} (no TLS), the same username and password: each local sender's INBOX`,
    `  DynamoDB    ${stack.dynamodbEndpoint}   sign-in ${stack.cognitoEndpoint}`,
    `  Data        ${dataDir} (npm start -- --reset wipes it); mail as .eml files in ${stack.mailDir}`,
    `  HubSpot     fake, 50 contacts: Connect on /integration opens ${stack.crms.hubspot.consentUrl}; or paste the private-app token ${stack.crms.hubspot.privateAppToken}`,
    `  Salesforce  fake, 50 contacts: Connect on /integration opens ${stack.crms.salesforce.consentUrl}`,
    `  AI writing  ${ai}`,
    `  Sending     schedule emails from ${DEMO_SMTP_SENDER.email} (SMTP to the server above): the send planner runs`,
    `              every 5 minutes (${SPEEDUP_VARIABLE}=60 runs it every 5 s), office hours and caps apply;`,
    "              unsubscribe as a mailbox does: curl -d List-Unsubscribe=One-Click '<the link in an .eml's List-Unsubscribe>'",
    `  Replies     to reply as a contact, answer a sent .eml from ${stack.mailDir} to the sender's address through`,
    `              smtp://127.0.0.1:${stack.smtpPort}: npm run reply -- <file.eml> "Thanks, let's talk"; it lands in the`,
    "              sender's INBOX, which the mailbox poll reads every 5 minutes: the email shows Replied and the",
    "              contact's pending follow-ups are cancelled (an out-of-office moves them; a permanent delivery",
    '              failure suppresses the contact, a policy block (5.7.x) only bounces the email)',
    `  Follow-ups  with Auto cadences on (Options), 3 and 7 days after a first email without a reply, written`,
    `              for review; ${SPEEDUP_VARIABLE}=288 runs a day every 5 minutes`,
    '  Tracking    open an .eml in a mail client 2 minutes or more after it was sent (earlier, and for',
    '              scanners such as curl, it counts as a machine): its image marks the email Opened, a link Clicked',
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
