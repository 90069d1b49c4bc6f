import { Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import path from 'node:path';

/** The repository root: entries, the lock file and esbuild are found from here. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Packages the functions take a stand-in for (infra/bundle/*): each stand-in says what it keeps and
 * why. ElectroDB's model checker accepts every model (the models are checked by every test);
 * imapflow's and libmime's charset tables give way to Node's `TextDecoder`; libmime is carried once,
 * not twice; the SOCKS proxy and the default logger imapflow loads are never used.
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  jsonschema: path.join(PROJECT_ROOT, 'infra/bundle/jsonschema-stub.cjs'),
  'iconv-lite': path.join(PROJECT_ROOT, 'infra/bundle/iconv-lite.ts'),
  'encoding-japanese': path.join(PROJECT_ROOT, 'infra/bundle/encoding-japanese.ts'),
  socks: path.join(PROJECT_ROOT, 'infra/bundle/socks.ts'),
  pino: path.join(PROJECT_ROOT, 'infra/bundle/pino.ts'),
  libmime: path.join(PROJECT_ROOT, 'infra/bundle/libmime.cjs'),
};

/** esbuild settings of every function; `npm run bench` bundles with the same ones to measure sizes. */
export const BUNDLING = {
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

export interface AppFunctionProps {
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
 * maps, the AWS SDK left to the runtime), JSON logs to a shared log group, a shared role.
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
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      bundling: { ...BUNDLING, externalModules: [...BUNDLING.externalModules], esbuildArgs: { ...BUNDLING.esbuildArgs } },
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        ...props.environment,
      },
    });
  }
}
