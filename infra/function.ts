import { Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, SystemLogLevel } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { BuildOptions } from 'esbuild';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  EMAIL_DOMAIN_LISTS_FILE,
  encodeEmailDomainLists,
  readPackagedEmailDomainLists,
} from '../shared/contacts/email-domain-lists-file';

/** The repository root: entries, the lock file and esbuild are found from here. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Packages the functions take a stand-in for (infra/bundle/*): each stand-in says what it keeps and
 * why. ElectroDB's model checker accepts every model (the models are checked by every test);
 * imapflow's and libmime's charset tables give way to Node's `TextDecoder`; libmime is carried once,
 * not twice; the SOCKS proxy and the default logger imapflow loads are never used.
 */
const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  jsonschema: path.join(PROJECT_ROOT, 'infra/bundle/jsonschema-stub.cjs'),
  'iconv-lite': path.join(PROJECT_ROOT, 'infra/bundle/iconv-lite.ts'),
  'encoding-japanese': path.join(PROJECT_ROOT, 'infra/bundle/encoding-japanese.ts'),
  socks: path.join(PROJECT_ROOT, 'infra/bundle/socks.ts'),
  pino: path.join(PROJECT_ROOT, 'infra/bundle/pino.ts'),
  libmime: path.join(PROJECT_ROOT, 'infra/bundle/libmime.cjs'),
};

/** esbuild settings of every function; `npm run bench` bundles with the same ones to measure sizes. */
const BUNDLING = {
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.EXTERNAL,
  target: 'node22',
  format: OutputFormat.ESM,
  // the Lambda runtime provides the AWS SDK v3
  externalModules: ['@aws-sdk/*'],
  // stack traces need the mappings only: leaving the sources out keeps each map small. Some
  // packages are replaced by stand-ins (BUNDLE_ALIASES)
  esbuildArgs: {
    '--sources-content': 'false',
    ...Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([name, file]) => [`--alias:${name}`, file])),
  },
  // some bundled CommonJS packages call require() for Node built-ins
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
} as const;

/**
 * The esbuild options that build a module as a function's bundle is built (minified ESM, the AWS SDK
 * left out, the same stand-ins and banner), for the tests and benches that load what Lambda runs.
 */
export const ESBUILD_AS_LAMBDA: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: BUNDLING.target,
  minify: BUNDLING.minify,
  external: [...BUNDLING.externalModules],
  alias: { ...BUNDLE_ALIASES },
  banner: { js: BUNDLING.banner },
  logLevel: 'silent',
};

/** A data file a function reads beside its bundle, written when the function is bundled. */
interface BundleDataFile {
  readonly name: string;
  readonly contents: () => Uint8Array;
}

/**
 * The data files functions carry beside their bundle, by entry: data the function reads once per
 * container, which as JavaScript in the bundle would be parsed as code at every cold start.
 */
export const DATA_BESIDE_BUNDLE: Readonly<Record<string, readonly BundleDataFile[]>> = {
  // the free-mail and disposable domain lists the import checks every address against
  'functions/http/contact-list/import.ts': [
    { name: EMAIL_DOMAIN_LISTS_FILE, contents: () => encodeEmailDomainLists(readPackagedEmailDomainLists()) },
  ],
  // the CRM import's pages are checked against the same lists
  'functions/workers/crm-import.ts': [
    { name: EMAIL_DOMAIN_LISTS_FILE, contents: () => encodeEmailDomainLists(readPackagedEmailDomainLists()) },
  ],
  // and so are the records a CRM's webhook names
  'functions/workers/crm-events.ts': [
    { name: EMAIL_DOMAIN_LISTS_FILE, contents: () => encodeEmailDomainLists(readPackagedEmailDomainLists()) },
  ],
};

let staging: string | undefined;
const staged = new Map<string, string>();

/** Writes a data file once per process, and answers where: bundling copies it beside each bundle that names it. */
export function stageDataFile(file: BundleDataFile): string {
  let at = staged.get(file.name);
  if (at === undefined) {
    staging ??= mkdtempSync(path.join(tmpdir(), 'reachwise-bundle-data-'));
    mkdirSync(staging, { recursive: true });
    at = path.join(staging, file.name);
    writeFileSync(at, file.contents());
    staged.set(file.name, at);
  }
  return at;
}

/** esbuild's command hooks that copy an entry's data files beside its bundle, if it has any. */
function dataFileHooks(entry: string) {
  const files = DATA_BESIDE_BUNDLE[entry];
  if (files === undefined) return {};
  return {
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) =>
        files.map((file) => `cp ${JSON.stringify(stageDataFile(file))} ${JSON.stringify(path.join(outputDir, file.name))}`),
    },
  };
}

interface AppFunctionProps {
  /** source file under functions/, e.g. `functions/http/company/create.ts` */
  readonly entry: string;
  readonly description: string;
  /** shared execution role: one per kind of function, with only the grants that kind needs */
  readonly role: IRole;
  /** shared log group */
  readonly logGroup: ILogGroup;
  readonly environment?: Record<string, string>;
  /** default 10 seconds */
  readonly timeout?: Duration;
  /** default 512 MB */
  readonly memorySize?: number;
}

/**
 * The house Lambda function: Node.js 22 on arm64, bundled by esbuild (minified ESM with source
 * maps, the AWS SDK left to the runtime), JSON logs to a shared log group (Lambda's own lines at WARN
 * only), a shared role.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      entry: path.join(PROJECT_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: props.role,
      logGroup: props.logGroup,
      loggingFormat: LoggingFormat.JSON,
      // Lambda's own START, END and REPORT lines (about 600 bytes an invocation, more than the
      // function's line) are not written: their durations are the function's CloudWatch metrics
      systemLogLevelV2: SystemLogLevel.WARN,
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      bundling: {
        ...BUNDLING,
        externalModules: [...BUNDLING.externalModules],
        esbuildArgs: { ...BUNDLING.esbuildArgs },
        ...dataFileHooks(props.entry),
      },
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        ...props.environment,
      },
    });
  }
}
