import { ROUTES } from '../../shared/api/routes';
import { JOB_LIST } from '../../shared/platform/jobs';
import type { Needs } from '../../shared/platform/needs';
import { functionGrants } from '../infra/grants';
import { bundleSizes, synth } from '../infra/synth';

/** docs/architecture.md, Budgets: a function's bundle, minified; one that touches no table. */
export const BUNDLE_BUDGET_BYTES = 400 * 1024;
export const TABLELESS_BUNDLE_BUDGET_BYTES = 60 * 1024;

/**
 * A budget of its own, for functions that cannot meet theirs (400 KB, or 60 KB without a table),
 * with the reason (docs/architecture.md, Bundles). Each is the size measured when it was set plus a small margin, so that growth fails the
 * infra tests; the bench reports these functions' cold import.
 */
export interface SpecialBundleBudget {
  readonly kind: string;
  readonly bytes: number;
  readonly reason: string;
  /** the functions it holds, by name; `modelKey`: every function that declares the model key */
  readonly functions: readonly string[] | 'modelKey';
}

/**
 * Functions that write with the model (the generation worker, the campaign preview and writer, an
 * email written again) carry the OpenAI SDK (about 145 KB minified: its client builds every resource
 * of the API, which no bundler can leave out), the writer with its offline fallback and the rule
 * checker (about 115 KB) besides ElectroDB: 610 to 660 KB.
 */
export const MODEL_WRITER_BUNDLE_BUDGET: SpecialBundleBudget = {
  kind: 'writes with the model',
  bytes: 680 * 1024,
  reason: 'the OpenAI SDK (~145 KB), the writer and the rule checker (~115 KB) besides ElectroDB',
  functions: 'modelKey',
};

/**
 * An edit in the review queue runs the writing checker on the server (about 57 KB) to store the
 * rules the rep's text breaks, besides ElectroDB and its transactions: about 446 KB.
 */
export const CHECKER_BUNDLE_BUDGET: SpecialBundleBudget = {
  kind: 'runs the checker',
  bytes: 455 * 1024,
  reason: 'the rule checker (~57 KB) besides ElectroDB and its transactions',
  functions: ['email.update'],
};

/**
 * The worker that sends mail carries nodemailer's SMTP connection and MIME builder (about 170 KB
 * minified, 76 KB of it the MIME type table the builder loads through a relative path, which no
 * bundler option can replace) besides ElectroDB, and what follows a send (the CRM outbox's
 * record): about 607 KB.
 */
export const MAILER_BUNDLE_BUDGET: SpecialBundleBudget = {
  kind: 'sends mail',
  bytes: 615 * 1024,
  reason: "nodemailer's SMTP client and MIME builder (~170 KB, 76 KB of it its MIME type table) besides ElectroDB",
  functions: ['SendingConsumer'],
};

/**
 * The worker that reads SMTP senders' mailboxes carries imapflow (about 170 KB minified) with the
 * MIME tools it always loads (libmime, mailsplit: about 110 KB) besides ElectroDB and the
 * inbound-mail handler (postal-mime, the reply classifier): about 786 KB (the contact store it
 * writes replies' contacts with keeps their CRM link in the same transactions). Its charset tables are
 * left out (Node's TextDecoder decodes the same charsets, infra/bundle/iconv-lite.ts). It runs every
 * 5 minutes in the background, where a larger cold start keeps nobody waiting.
 */
export const MAILBOX_READER_BUNDLE_BUDGET: SpecialBundleBudget = {
  kind: 'reads mailboxes over IMAP',
  bytes: 795 * 1024,
  reason: 'imapflow (~170 KB) with libmime and mailsplit (~110 KB), postal-mime and the reply classifier besides ElectroDB',
  functions: ['MailboxPoll'],
};

/**
 * The inbound consumer handles SES events and reads the Gmail and Microsoft mailboxes a push names,
 * handing each message to the inbound-mail handler, which parses it (postal-mime, about 76 KB
 * minified, 45 KB of it its own HTML entity table) and applies it (replies, suppression, cadences)
 * besides ElectroDB: about 518 KB. It runs from a queue in the background.
 */
export const PUSH_READER_BUNDLE_BUDGET: SpecialBundleBudget = {
  kind: 'reads mailboxes a push named',
  bytes: 530 * 1024,
  reason: 'postal-mime (~76 KB), the reply classifier, SES events and the mailbox providers besides ElectroDB',
  functions: ['InboundConsumer'],
};

/**
 * The registration check touches no table but validates the registration payload with the
 * contract's schemas (zod's mini build with its English messages and the shared field schemas,
 * about 54 KB) besides the request chain: about 96 KB, where a function without a table has 60 KB.
 */
export const REGISTRATION_CHECK_BUNDLE_BUDGET: SpecialBundleBudget = {
  kind: 'checks a registration',
  bytes: 100 * 1024,
  reason:
    "the contract's registration schema (zod with its messages and the shared field schemas, ~54 KB) besides the request chain",
  functions: ['user.register'],
};

export const SPECIAL_BUNDLE_BUDGETS: readonly SpecialBundleBudget[] = [
  MODEL_WRITER_BUNDLE_BUDGET,
  CHECKER_BUNDLE_BUDGET,
  MAILER_BUNDLE_BUDGET,
  MAILBOX_READER_BUNDLE_BUDGET,
  PUSH_READER_BUNDLE_BUDGET,
  REGISTRATION_CHECK_BUNDLE_BUDGET,
];

/** The special budget that holds a function, if any. */
export function specialBundleBudget(needs: Needs, name?: string): SpecialBundleBudget | undefined {
  // a budget that names the function holds it before the one of every function that declares the model key
  const named = SPECIAL_BUNDLE_BUDGETS.find(
    (budget) => budget.functions !== 'modelKey' && name !== undefined && budget.functions.includes(name),
  );
  return named ?? SPECIAL_BUNDLE_BUDGETS.find((budget) => budget.functions === 'modelKey' && needs.modelKey === true);
}

/** The budget of a function, from what it declares it touches (and whether it holds a special budget). */
export function bundleBudget(needs: Needs, name?: string): number {
  const special = specialBundleBudget(needs, name);
  if (special) return special.bytes;
  return needs.table ? BUNDLE_BUDGET_BYTES : TABLELESS_BUNDLE_BUDGET_BYTES;
}

export interface FunctionBundle {
  readonly name: string;
  /** the handler's source file */
  readonly entry: string;
  readonly bytes: number;
  /** the data files beside the bundle (infra/function.ts, DATA_BESIDE_BUNDLE), in bytes */
  readonly besideBytes: number;
  readonly touchesTable: boolean;
  readonly budget: number;
  /** the special budget's kind, for a function held to one */
  readonly special?: string;
}

export interface BundleReport {
  readonly count: number;
  readonly functions: readonly FunctionBundle[];
  readonly medianBytes: number;
  readonly maxBytes: number;
  readonly minBytes: number;
  /** functions over their budget */
  readonly over: readonly FunctionBundle[];
  /** the largest of the functions that touch no table */
  readonly maxTablelessBytes: number;
}

/**
 * Synthesises the app as `npx cdk synth` does and measures each function's bundled entry file
 * (minified ESM, the AWS SDK left to the runtime) against its budget, from its declared needs.
 */
export function measureBundles(): BundleReport {
  const out = synth({}, { bundle: true });
  const sizes = new Map(bundleSizes(out.outdir).map((size) => [size.asset.replace(/^asset\./, ''), size]));
  const declared: { name: string; entry: string; needs: Needs; fn: Parameters<typeof functionGrants>[0] | undefined }[] = [
    ...ROUTES.map((route) => ({
      name: route.name,
      entry: `functions/http/${route.handler}.ts`,
      needs: route.needs,
      fn: out.stack.api.functions.get(route.name),
    })),
    ...JOB_LIST.map((job) => ({
      name: job.name,
      entry: `functions/workers/${job.handler}.ts`,
      needs: job.needs,
      fn: out.stack.workers.functions.get(job.name),
    })),
  ];
  const functions = declared.flatMap(({ name, entry, needs, fn }): FunctionBundle[] => {
    const size = fn ? sizes.get(functionGrants(fn).assetHash) : undefined;
    if (size === undefined) return [];
    const touchesTable = needs.table !== undefined;
    const special = specialBundleBudget(needs, name)?.kind;
    const budget = bundleBudget(needs, name);
    return [
      { name, entry, bytes: size.bytes, besideBytes: size.besideBytes, touchesTable, budget, ...(special ? { special } : {}) },
    ];
  });
  const sorted = [...functions].sort((a, b) => b.bytes - a.bytes);
  return {
    count: sorted.length,
    functions: sorted,
    medianBytes: sorted[Math.floor(sorted.length / 2)]?.bytes ?? 0,
    maxBytes: sorted[0]?.bytes ?? 0,
    minBytes: sorted[sorted.length - 1]?.bytes ?? 0,
    over: sorted.filter((fn) => fn.bytes > fn.budget),
    maxTablelessBytes: Math.max(0, ...sorted.filter((fn) => !fn.touchesTable).map((fn) => fn.bytes)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every function's bundle beside its budget, largest first, as a Markdown table. */
export function describeBundleTable(report: BundleReport): string {
  const rows = report.functions.map((fn) => [
    fn.name,
    kb(fn.bytes),
    kb(fn.budget),
    fn.special ?? (fn.touchesTable ? '' : 'no table'),
    fn.besideBytes > 0 ? kb(fn.besideBytes) : '',
    fn.bytes > fn.budget ? 'OVER' : '',
  ]);
  const header = ['function', 'bundle', 'budget', 'held apart because it', 'data beside', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
