import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

import type { LocalRuntimeConfig } from '../../shared/config/runtime-config';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createGenerationStore } from '../../functions/adapters/dynamodb/generation-store';
import { createEmailReviewStore } from '../../functions/adapters/dynamodb/review-store';
import { reindexEmails } from '../reindex-emails';
import { migrateEmailKeys } from '../migrate-email-keys';
import { reindexSenders } from '../reindex-senders';
import { createTableInput, indexDefinition, TABLE_INDEXES, TABLE_VERSION } from '../../functions/adapters/dynamodb/table';
import { staticLinkKey } from '../../functions/adapters/secrets/link-key';
import { createSmtpSystemMailer } from '../../functions/adapters/mail/smtp-system-mailer';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import type { Stores } from '../../functions/core/ports/stores';
import { composeAllServices } from '../../functions/composition/all-services';
import { installRuntime, type RuntimeOverrides } from '../../functions/composition/runtime';
import { startLocalApi, type LocalApi } from './api-server';
import type { LocalLog } from './queue-runtime';
import { createLocalQueues, localWorkQueues } from './queues';
import { createLocalScheduler } from './schedules';
import {
  cognitoClient,
  createLocalTokenVerifier,
  ensurePoolAndClient,
  ensureUser,
  startCognitoLocal,
  type CognitoLocal,
} from './cognito';
import { freePort, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb';
import { DEMO_NAMESPACES, DEMO_USER, seedDemo, seedDemoSmtpSender } from './seed';
import { seedBlockedDemoWork } from './seed-blocked';
import { startLocalImap, type LocalImap } from './imap';
import { startLocalSmtp, type LocalSmtp } from './smtp';
import { startLocalCrms, type LocalCrms } from './crm';

/** The local table's name. */
const LOCAL_TABLE = 'reachwise-local';
/** The address the product's own messages (invitations) come from under `npm start`. */
const LOCAL_SYSTEM_MAIL_FROM = 'no-reply@reachwise.local';

export interface LocalPorts {
  web: number;
  api: number;
  dynamodb: number;
  cognito: number;
  smtp: number;
  imap: number;
  /** the fake HubSpot (its API, OAuth consent page and token endpoint) */
  hubspot: number;
  /** the fake Salesforce org (its login and API) */
  salesforce: number;
}

export const DEFAULT_PORTS: LocalPorts = {
  web: 5173,
  api: 3001,
  dynamodb: 8000,
  cognito: 9229,
  smtp: 2525,
  imap: 1143,
  hubspot: 3002,
  salesforce: 3003,
};

/** A free port for each server of the stack (tests run stacks side by side). */
export async function freeLocalPorts(): Promise<LocalPorts> {
  return {
    web: await freePort(),
    api: await freePort(),
    dynamodb: await freePort(),
    cognito: await freePort(),
    smtp: await freePort(),
    imap: await freePort(),
    hubspot: await freePort(),
    salesforce: await freePort(),
  };
}

/**
 * The origins the web app is opened at, which OAuth sign-ins return to: the dev server's at either
 * name, or the API's when no web app runs (its links lead there too).
 */
function localWebOrigins(options: LocalStackOptions): string[] {
  const { web, api } = options.ports;
  if (options.web === false) return [`http://127.0.0.1:${String(api)}`];
  return [`http://127.0.0.1:${String(web)}`, `http://localhost:${String(web)}`];
}

interface LocalStackOptions {
  /** the repository root */
  readonly root: string;
  /** where data lives (`.local/` by default) */
  readonly dataDir: string;
  readonly ports: LocalPorts;
  /**
   * the web app: its dev server (true, the default), none (false), or `built`: built for production
   * as a deploy builds it (into the data folder) and served by Vite's preview server, so that the
   * browser loads the chunks a deploy serves
   */
  readonly web?: boolean | 'built';
  /** progress and request lines */
  readonly log?: (line: string) => void;
  /**
   * a DynamoDB Local already running and the table to create in it, in place of a DynamoDB Local of
   * the stack's own under `dataDir` (tests share one; the table is deleted when the stack stops)
   */
  readonly dynamodb?: { readonly endpoint: string; readonly table: string };
}

export interface LocalStack {
  readonly webUrl: string | undefined;
  readonly apiUrl: string;
  readonly dynamodbEndpoint: string;
  /** the table the stack's functions use */
  readonly tableName: string;
  readonly cognitoEndpoint: string;
  readonly smtpPort: number;
  /** the local mailbox password: an SMTP sender on 127.0.0.1:smtpPort signs in with it (any username) */
  readonly smtpPassword: string;
  /** the local IMAP server (same password): the INBOX of each local SMTP sender */
  readonly imapPort: number;
  /** the fake HubSpot and Salesforce the integrations page connects to */
  readonly crms: LocalCrms;
  /** Puts a raw message in the INBOX of a local mailbox, as if it had been mailed to `address`. */
  appendToInbox(address: string, raw: string | Uint8Array): void;
  /** The sources of the messages in the INBOX of a local mailbox, oldest first. */
  inboxOf(address: string): string[];
  /**
   * Runs a scheduled job now, outside its schedule, as the scheduler runs it (the same handler and
   * retries); resolves true when an attempt succeeded. A rate's next turn can be a minute away.
   */
  runJob(id: string): Promise<boolean>;
  readonly mailDir: string;
  readonly demo: { email: string; password: string; userId: string };
  readonly runtimeConfig: LocalRuntimeConfig;
  /** process ids of the child processes (DynamoDB Local when the stack started its own, cognito-local) */
  readonly childPids: number[];
  stop(): Promise<void>;
}

interface LocalSecrets {
  /** seals sender passwords locally (AES-256-GCM) */
  secretKey: string;
  demoPassword: string;
  /** the local SMTP server's mailbox password */
  smtpPassword: string;
  /** signs the links in emails (unsubscribe, open, click) in place of the Secrets Manager secret */
  linkSigningKey: string;
}

/**
 * Secrets made once per data directory: the local sealing key, the demo password, the local mailbox
 * password and the link signing key.
 */
function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  const secrets: LocalSecrets = {
    secretKey: stored.secretKey ?? randomBytes(32).toString('base64'),
    demoPassword: stored.demoPassword ?? `Demo-${randomBytes(6).toString('base64url')}-1`,
    // data directories made before the local mailbox had a password, or links a key, get one now
    smtpPassword: stored.smtpPassword ?? `Mail-${randomBytes(9).toString('base64url')}`,
    linkSigningKey: stored.linkSigningKey ?? randomBytes(32).toString('base64url'),
  };
  if ((Object.keys(secrets) as (keyof LocalSecrets)[]).some((name) => stored[name] !== secrets[name])) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/**
 * Creates the local table, or adds to a table kept from an earlier version the secondary indexes it
 * lacks (one at a time, as DynamoDB does), waiting until each is active.
 */
async function ensureTable(client: DynamoDBClient, table: string): Promise<string[]> {
  let described;
  try {
    described = await client.send(new DescribeTableCommand({ TableName: table }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(table)));
    return [];
  }
  const present = new Set((described.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const added = TABLE_INDEXES.filter((candidate) => !present.has(candidate.name));
  for (const index of added) {
    await client.send(
      new UpdateTableCommand({
        TableName: table,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index.name) }],
      }),
    );
    for (let wait = 0; wait < 600; wait += 1) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
      const status = Table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === index.name)?.IndexStatus;
      if (status === 'ACTIVE') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return added.map((index) => index.name);
}

/**
 * The addresses of the SMTP senders (of every instance) that send through the local SMTP server,
 * each SMTP username tied to its sender's mailbox on the local IMAP server.
 */
async function localSmtpSenders(repos: Stores, smtpPort: number, imap: LocalImap): Promise<Set<string>> {
  const addresses = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await repos.emailSenderConfigs.listEvery({ cursor, limit: 100 });
    for (const sender of page.items) {
      const local = sender.smtp && ['127.0.0.1', 'localhost'].includes(sender.smtp.host) && sender.smtp.port === smtpPort;
      if (!local || !sender.smtp) continue;
      addresses.add(sender.senderEmail.toLowerCase());
      imap.addUser(sender.smtp.username, sender.senderEmail);
    }
    cursor = page.cursor;
  } while (cursor);
  return addresses;
}

/** How one started part of the stack stops; the stack stops its parts in reverse order. */
type Stops = (() => Promise<void>)[];

/** The local runtime every function composes itself from, as each Lambda does from its environment. */
type LocalRuntime = RuntimeOverrides & { readonly documentClient: DynamoDBDocumentClient; readonly tableName: string };

/**
 * Starts DynamoDB Local (data under `dataDir/dynamodb`), or uses the one `shared` names, and brings
 * a table kept from an earlier version up to this one: its missing indexes, the emails' and
 * senders' index keys.
 */
async function startLocalTable(
  dataDir: string,
  port: number,
  shared: LocalStackOptions['dynamodb'],
  log: (line: string) => void,
  stops: Stops,
) {
  let endpoint = shared?.endpoint;
  let childPid: number | undefined;
  if (!endpoint) {
    log('starting DynamoDB Local');
    const dynamo: DynamoDbLocal = await startDynamoDbLocal({ port, path: path.join(dataDir, 'dynamodb') });
    stops.push(() => dynamo.stop());
    endpoint = dynamo.endpoint;
    childPid = dynamo.child.pid;
  }
  const table = shared?.table ?? LOCAL_TABLE;
  const raw = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  stops.push(() => Promise.resolve(raw.destroy()));
  if (shared) stops.push(async () => void (await raw.send(new DeleteTableCommand({ TableName: table }))));
  const addedIndexes = await ensureTable(raw, table);
  if (addedIndexes.includes('gsi4') || addedIndexes.includes('gsi5')) {
    const { reindexed } = await reindexEmails(createDocumentClient(raw), table);
    log(`the email indexes added (${addedIndexes.join(', ')}): ${reindexed} emails placed in them`);
  }
  // emails kept from before the keys-only email indexes (a data folder of an older version)
  const migrated = await migrateEmailKeys(createDocumentClient(raw), table, TABLE_VERSION);
  if (migrated.reindexed > 0) log(`${migrated.reindexed} emails given the index keys of table version ${TABLE_VERSION}`);
  // senders kept from before the index of every sender existed (a data folder of an older version)
  const senders = await reindexSenders(createDocumentClient(raw), table);
  if (senders.reindexed > 0) log(`${senders.reindexed} senders placed in the index of every sender`);
  return { endpoint, raw, table, childPid };
}

/** Starts cognito-local with the app's user pool and client, and the demo user in it. */
async function startLocalSignIn(
  root: string,
  dataDir: string,
  port: number,
  demoPassword: string,
  log: (line: string) => void,
  stops: Stops,
) {
  log('starting cognito-local');
  const cognito: CognitoLocal = await startCognitoLocal({
    port,
    dataDir: path.join(dataDir, 'cognito'),
    root,
    onCode: (line) => log(`cognito-local: ${line}`),
  });
  stops.push(() => cognito.stop());
  const cognitoSdk = cognitoClient(cognito.endpoint);
  stops.push(() => Promise.resolve(cognitoSdk.destroy()));
  const { userPoolId, clientId } = await ensurePoolAndClient(cognitoSdk);
  const userId = await ensureUser(cognitoSdk, userPoolId, {
    email: DEMO_USER.email,
    password: demoPassword,
    givenName: DEMO_USER.firstName,
    familyName: DEMO_USER.lastName,
  });
  return { cognito, cognitoSdk, userPoolId, clientId, userId };
}

/** Sets the environment the handlers read, as in Lambda, and installs the runtime every function composes itself from. */
function installLocalRuntime(
  options: LocalStackOptions,
  database: { raw: DynamoDBClient; endpoint: string; table: string },
  secrets: LocalSecrets,
): LocalRuntime {
  const { raw, endpoint, table } = database;
  const { ports, dataDir } = options;
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  Object.assign(process.env, {
    TABLE_NAME: table,
    DYNAMODB_ENDPOINT: endpoint,
    SECRET_KEY: secrets.secretKey,
    // links in emails point at the local API; opened in a browser they lead to the web app
    PUBLIC_API_URL: apiOrigin,
    PUBLIC_WEB_URL: (options.web ?? true) ? `http://127.0.0.1:${ports.web}` : apiOrigin,
    // Google, Microsoft and the CRMs send the user back to the web app, at either name
    WEB_ORIGINS: localWebOrigins(options).join(','),
    // SMTP senders may point at the local SMTP server on 127.0.0.1
    ALLOW_PRIVATE_SMTP_HOSTS: 'true',
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  const runtime = {
    documentClient: createDocumentClient(raw),
    tableName: table,
    secretBox: createAesSecretBox(Buffer.from(secrets.secretKey, 'base64')),
    // STUB senders' messages are kept beside the local SMTP server's
    mailDir: path.join(dataDir, 'mail'),
    linkKey: staticLinkKey(secrets.linkSigningKey),
    // the product's own messages (invitations) go to the local SMTP server, which keeps them in the mail directory
    systemMailer: createSmtpSystemMailer({
      host: '127.0.0.1',
      port: ports.smtp,
      username: LOCAL_SYSTEM_MAIL_FROM,
      password: secrets.smtpPassword,
      from: LOCAL_SYSTEM_MAIL_FROM,
    }),
  };
  installRuntime(runtime);
  return runtime;
}

/** Starts the queues and the schedules, and installs them so that routes and jobs put work on them as on SQS. */
async function startLocalWork(root: string, dataDir: string, runtime: LocalRuntime, log: (line: string) => void, stops: Stops) {
  log('starting queues and schedules');
  const lineLog = (prefix: string): LocalLog => {
    const write = (level: string) => (message: string, attributes: Record<string, unknown>) =>
      log(`${prefix}${level === 'info' ? '' : ` ${level}`}: ${message} ${JSON.stringify(attributes)}`);
    return { info: write('info'), warn: write('warn'), error: write('error') };
  };
  const queues = await createLocalQueues({
    root,
    deadLetterDir: path.join(dataDir, 'dead-letters'),
    settings: { log: lineLog('queues') },
  });
  const scheduler = await createLocalScheduler({
    root,
    deadLetterFile: path.join(dataDir, 'dead-letters', 'schedules.jsonl'),
    log: lineLog('schedules'),
  });
  installRuntime({ ...runtime, queues: localWorkQueues(queues) });
  queues.start();
  scheduler.start();
  // the scheduler stops first, so it adds no work to queues that are stopping
  stops.push(() => queues.stop());
  stops.push(() => scheduler.stop());
  return scheduler;
}

/**
 * Starts the local IMAP server and the local SMTP server, which puts mail for a local SMTP sender's
 * address in its INBOX, then seeds the demo's SMTP sender and the blocked demo work that sends
 * through them.
 */
async function startLocalMail(
  dataDir: string,
  ports: LocalPorts,
  context: { runtime: LocalRuntime; userId: string; password: string },
  log: (line: string) => void,
  stops: Stops,
) {
  const { runtime, userId, password } = context;
  const { documentClient, tableName } = runtime;
  const imap: LocalImap = await startLocalImap({ port: ports.imap, password, log: (line) => log(`imap: ${line}`) });
  stops.push(() => imap.close());
  const repos = createStores(documentClient, tableName);
  const smtp: LocalSmtp = await startLocalSmtp({
    port: ports.smtp,
    mailDir: path.join(dataDir, 'mail'),
    password,
    log: (line) => log(`smtp: ${line}`),
    // mail for a local SMTP sender's address (a contact's answer) lands in its INBOX as well
    deliver: async (recipients, raw) => {
      const senders = await localSmtpSenders(repos, smtp.port, imap);
      for (const recipient of new Set(recipients.map((address) => address.toLowerCase()))) {
        if (!senders.has(recipient)) continue;
        imap.append(recipient, raw);
        log(`imap: a message for ${recipient} is in its INBOX`);
      }
    },
  });
  stops.push(() => smtp.close());
  const smtpSeeded = await seedDemoSmtpSender({ repos, services: composeAllServices(runtime) }, userId, {
    port: smtp.port,
    password,
    imapPort: imap.port,
  });
  const blockedSeeded = await seedBlockedDemoWork(
    {
      repos,
      services: composeAllServices(runtime),
      generation: createGenerationStore(documentClient, tableName),
      emails: createEmailReviewStore(documentClient, tableName),
    },
    userId,
    { port: smtp.port, password, imapPort: imap.port, mailDir: smtp.mailDir },
  );
  await localSmtpSenders(repos, smtp.port, imap);
  const seededNow = [...smtpSeeded.created, ...blockedSeeded.created];
  if (seededNow.length > 0) log(`demo data created: ${seededNow.join(', ')}`);
  return { imap, smtp };
}

/** A Vite plugin serving this run's runtime configuration from memory (nothing is written into the repository). */
function runtimeConfigPlugin(runtimeConfig: LocalRuntimeConfig) {
  const configJson = `${JSON.stringify(runtimeConfig, null, 2)}\n`;
  const serve = (middlewares: { use: (path: string, handle: (request: unknown, response: ServerResponse) => void) => void }) =>
    middlewares.use('/config.json', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'no-store');
      response.end(configJson);
    });
  return {
    name: 'reachwise-local-runtime-config',
    configureServer(server: { middlewares: Parameters<typeof serve>[0] }) {
      serve(server.middlewares);
    },
    configurePreviewServer(server: { middlewares: Parameters<typeof serve>[0] }) {
      serve(server.middlewares);
    },
  };
}

/**
 * The web app, as `options.web` asks: its dev server, or built as a deploy builds it (into the data
 * folder) and served by Vite's preview server; either proxies `/api`. Answers its address, or
 * undefined when there is none.
 */
async function startLocalWeb(
  options: LocalStackOptions,
  apiUrl: string,
  runtimeConfig: LocalRuntimeConfig,
  log: (line: string) => void,
  stops: Stops,
): Promise<string | undefined> {
  const { root, dataDir, ports } = options;
  if (options.web === false) return undefined;
  process.env.REACHWISE_API_URL = apiUrl;
  const configFile = path.join(root, 'web', 'vite.config.ts');
  const server = {
    port: ports.web,
    host: '127.0.0.1',
    strictPort: true,
    proxy: { '/api': { target: apiUrl, changeOrigin: false } },
  };
  let port: number;
  if (options.web === 'built') {
    log('building the web app and starting its preview server');
    const { build, preview } = await import('vite');
    const outDir = path.join(dataDir, 'web');
    await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const previewServer = await preview({
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: server,
      plugins: [runtimeConfigPlugin(runtimeConfig)],
    });
    stops.push(() => previewServer.close());
    port = ports.web;
  } else {
    log('starting the web app');
    process.env.REACHWISE_WEB_PORT = String(ports.web);
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile, server, logLevel: 'warn', plugins: [runtimeConfigPlugin(runtimeConfig)] });
    await vite.listen();
    stops.push(() => vite.close());
    port = vite.config.server.port;
  }
  return `http://127.0.0.1:${String(port)}`;
}

/**
 * Starts the whole product on this machine, each part once the one before is ready: DynamoDB Local
 * (data under `dataDir/dynamodb`), cognito-local, the fake HubSpot and Salesforce (seeded, and
 * configured as the CRMs' OAuth clients), the demo seed, the local API server with every
 * route's real handler, a local IMAP server, a local SMTP server that puts mail for local senders
 * in their INBOX, and the web app's dev server (which proxies `/api`).
 * `stop()` stops every part and child process, in reverse order; a failed start stops what started.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const { root, dataDir, ports } = options;
  mkdirSync(dataDir, { recursive: true });
  const stops: Stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`while stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    const secrets = localSecrets(dataDir);
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    const database = await startLocalTable(dataDir, ports.dynamodb, options.dynamodb, log, stops);
    const { cognito, cognitoSdk, userPoolId, clientId, userId } = await startLocalSignIn(
      root,
      dataDir,
      ports.cognito,
      secrets.demoPassword,
      log,
      stops,
    );
    const runtime = installLocalRuntime(options, database, secrets);
    log('starting the fake HubSpot and Salesforce');
    // before anything is composed: the functions read the CRMs' settings when they are
    const crms = await startLocalCrms({ ports, webOrigins: localWebOrigins(options), seed: secrets.secretKey });
    stops.push(() => crms.stop());

    log('seeding the demo workspace');
    const seeded = await seedDemo(
      { repos: createStores(runtime.documentClient, database.table), services: composeAllServices(runtime) },
      userId,
    );
    if (seeded.created.length > 0) log(`demo data created: ${seeded.created.join(', ')}`);

    const scheduler = await startLocalWork(root, dataDir, runtime, log, stops);

    log('starting the API');
    const api: LocalApi = await startLocalApi({
      port: ports.api,
      root,
      verifier: createLocalTokenVerifier({ endpoint: cognito.endpoint, userPoolId, clientId, client: cognitoSdk }),
      log: (line) => log(`api: ${line}`),
    });
    stops.push(() => api.close());

    const { imap, smtp } = await startLocalMail(dataDir, ports, { runtime, userId, password: secrets.smtpPassword }, log, stops);

    const runtimeConfig: LocalRuntimeConfig = {
      mode: 'local',
      region: 'local',
      userPoolId,
      userPoolClientId: clientId,
      apiPath: '/api',
      userPoolEndpoint: cognito.endpoint,
      demoEmail: DEMO_USER.email,
    };
    const webUrl = await startLocalWeb(options, api.url, runtimeConfig, log, stops);

    return {
      webUrl,
      apiUrl: api.url,
      dynamodbEndpoint: database.endpoint,
      tableName: database.table,
      cognitoEndpoint: cognito.endpoint,
      smtpPort: smtp.port,
      smtpPassword: secrets.smtpPassword,
      imapPort: imap.port,
      crms: { hubspot: crms.hubspot, salesforce: crms.salesforce },
      appendToInbox: (address, raw) => imap.append(address, raw),
      inboxOf: (address) => imap.messages(address),
      runJob: (id) => scheduler.trigger(id),
      mailDir: smtp.mailDir,
      demo: { email: DEMO_USER.email, password: secrets.demoPassword, userId },
      runtimeConfig,
      childPids: [database.childPid, cognito.child.pid].filter((pid): pid is number => pid !== undefined),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export { DEMO_NAMESPACES };
