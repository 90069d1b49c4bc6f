import { ROUTES } from '../../shared/api/routes';
import { JOB_LIST } from '../../shared/platform/jobs';
import type { Needs } from '../../shared/platform/needs';
import { functionGrants } from '../infra/grants';
import { bundleSizes, synth } from '../infra/synth';

/** docs/architecture.md, Budgets: a function's bundle, minified; one that touches no table. */
export const BUNDLE_BUDGET_BYTES = 400 * 1024;
export const TABLELESS_BUNDLE_BUDGET_BYTES = 60 * 1024;
/**
 * Functions that write with the model (the generation worker, the campaign preview) carry the
 * OpenAI SDK (about 190 KB minified), the writer and the rule checker besides ElectroDB: they cannot
 * meet the 400 KB budget and are held to this budget instead, reported apart by the bench.
 */
export const MODEL_WRITER_BUNDLE_BUDGET_BYTES = 850 * 1024;

/**
 * Functions that run the writing checker on the server without writing (an edit in the review
 * queue stores the rules the rep's text breaks) carry the checker (about 57 KB minified) besides
 * ElectroDB and its transactions; they are held to this budget, reported apart by the bench.
 */
export const CHECKER_BUNDLE_BUDGET_BYTES = 460 * 1024;

/** The functions that run the checker without the model, by name. */
export const CHECKING_FUNCTIONS: readonly string[] = ['email.update'];

/**
 * The worker that sends mail carries nodemailer's SMTP connection and MIME builder (about 175 KB
 * minified, 76 KB of it the MIME type table the builder loads) besides ElectroDB: it cannot meet
 * the 400 KB budget and is held to this budget instead, reported apart by the bench.
 */
export const MAILER_BUNDLE_BUDGET_BYTES = 600 * 1024;

/** The functions that send mail, by name. */
export const MAILING_FUNCTIONS: readonly string[] = ['SendingConsumer'];

/**
 * The worker that reads SMTP senders' mailboxes carries imapflow (about 220 KB minified) and the
 * charset tables it always loads (iconv-lite, libmime, encoding-japanese: about 760 KB) besides
 * ElectroDB and the inbound-mail handler (postal-mime): about 1.55 MB. It runs every 5 minutes in the
 * background, where a larger cold start costs nobody a wait; it is held to this budget, reported apart.
 */
export const MAILBOX_READER_BUNDLE_BUDGET_BYTES = 1800 * 1024;

/** The functions that read mailboxes over IMAP, by name. */
export const MAILBOX_READING_FUNCTIONS: readonly string[] = ['MailboxPoll'];

/**
 * The inbound consumer reads the Gmail and Microsoft mailboxes a push names and hands each message
 * to the inbound-mail handler, which parses it (postal-mime, about 78 KB minified) and applies it
 * (replies, suppression, cadences) besides SES events and ElectroDB: about 545 KB. It runs from a
 * queue in the background; it is held to this budget, reported apart.
 */
export const PUSH_READER_BUNDLE_BUDGET_BYTES = 600 * 1024;

/** The functions that read mailboxes a push named, by name. */
export const PUSH_READING_FUNCTIONS: readonly string[] = ['InboundConsumer'];

/**
 * The contact-list import checks every address against the free-mail and disposable domain lists
 * on the server, as the upload preview does in the browser: the lists (free-email-domains and
 * disposable-email-domains, about 2.2 MB as the bundle carries them) come besides ElectroDB: about
 * 2.6 MB. They are parsed once per container, a cold start that costs the first batch of an upload
 * a fraction of a second; it is held to this budget, reported apart.
 */
export const DOMAIN_LISTS_BUNDLE_BUDGET_BYTES = 2900 * 1024;

/** The functions that carry the domain lists, by name. */
export const DOMAIN_LIST_FUNCTIONS: readonly string[] = ['contact-list.import'];

/** The budget of a function, from what it declares it touches (and whether it runs the checker or sends mail). */
export function bundleBudget(needs: Needs, name?: string): number {
  if (needs.modelKey) return MODEL_WRITER_BUNDLE_BUDGET_BYTES;
  if (name !== undefined && CHECKING_FUNCTIONS.includes(name)) return CHECKER_BUNDLE_BUDGET_BYTES;
  if (name !== undefined && MAILING_FUNCTIONS.includes(name)) return MAILER_BUNDLE_BUDGET_BYTES;
  if (name !== undefined && MAILBOX_READING_FUNCTIONS.includes(name)) return MAILBOX_READER_BUNDLE_BUDGET_BYTES;
  if (name !== undefined && PUSH_READING_FUNCTIONS.includes(name)) return PUSH_READER_BUNDLE_BUDGET_BYTES;
  if (name !== undefined && DOMAIN_LIST_FUNCTIONS.includes(name)) return DOMAIN_LISTS_BUNDLE_BUDGET_BYTES;
  return needs.table ? BUNDLE_BUDGET_BYTES : TABLELESS_BUNDLE_BUDGET_BYTES;
}

export interface FunctionBundle {
  readonly name: string;
  readonly bytes: number;
  readonly touchesTable: boolean;
  readonly budget: number;
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
  const sizes = new Map(bundleSizes(out.outdir).map(({ asset, bytes }) => [asset.replace(/^asset\./, ''), bytes]));
  const declared: { name: string; needs: Needs; fn: Parameters<typeof functionGrants>[0] | undefined }[] = [
    ...ROUTES.map((route) => ({ name: route.name, needs: route.needs, fn: out.stack.api.functions.get(route.name) })),
    ...JOB_LIST.map((job) => ({ name: job.name, needs: job.needs, fn: out.stack.workers.functions.get(job.name) })),
  ];
  const functions = declared.flatMap(({ name, needs, fn }) => {
    const bytes = fn ? sizes.get(functionGrants(fn).assetHash) : undefined;
    if (bytes === undefined) return [];
    const touchesTable = needs.table !== undefined;
    return [{ name, bytes, touchesTable, budget: bundleBudget(needs, name) }];
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
