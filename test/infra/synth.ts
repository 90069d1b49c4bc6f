import { Template } from 'aws-cdk-lib/assertions';
import { SynthesisMessageLevel, type CloudAssembly } from 'aws-cdk-lib/cx-api';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildApp } from '../../infra/app';
import type { ReachwiseStack } from '../../infra/stack';
import { validationFindings, type ValidationFinding } from '../../infra/validation';

export interface Synthesized {
  readonly stack: ReachwiseStack;
  readonly assembly: CloudAssembly;
  readonly outdir: string;
  /** the stack's own template */
  readonly main: Template;
  /** the nested stacks' templates, by file name */
  readonly nested: ReadonlyMap<string, Template>;
  /** every template: the stack's and its nested stacks' */
  readonly all: readonly Template[];
  /** cdk-nag findings left as errors or warnings (not acknowledged) */
  readonly nagFindings: readonly { id: string; data: string }[];
  /** CloudFormation validation findings: left (warnings; an error fails synthesis) and acknowledged */
  readonly validation: { readonly open: readonly ValidationFinding[]; readonly acknowledged: readonly ValidationFinding[] };
}

/** The context of cdk.json (the feature flags and the default stage), which `npx cdk` passes to the app. */
export function projectContext(): Record<string, unknown> {
  return (
    (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context?: Record<string, unknown> })
      .context ?? {}
  );
}

/**
 * Synthesises the app exactly as `npx cdk synth` does (cdk-nag included) into a temporary cloud
 * assembly. `bundle: false` skips esbuild (templates only) for quick variants of the context.
 */
export function synth(context: Record<string, unknown> = {}, options: { bundle?: boolean } = {}): Synthesized {
  const outdir = mkdtempSync(path.join(tmpdir(), 'reachwise-cdk-'));
  const { app, stack } = buildApp({
    outdir,
    context: { ...projectContext(), ...context, ...(options.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}) },
  });
  const assembly = app.synth();
  const artifact = assembly.getStackByName(stack.stackName);
  const nested = new Map<string, Template>();
  for (const file of readdirSync(outdir).filter((name) => name.endsWith('.nested.template.json'))) {
    nested.set(file, Template.fromJSON(JSON.parse(readFileSync(path.join(outdir, file), 'utf8')) as Record<string, unknown>));
  }
  const main = Template.fromJSON(artifact.template as Record<string, unknown>);
  const text = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data));
  const nagFindings = artifact.messages
    .filter(
      (message) =>
        (message.level === SynthesisMessageLevel.ERROR || message.level === SynthesisMessageLevel.WARNING) &&
        text(message.entry.data).startsWith('AwsSolutions-'),
    )
    .map((message) => ({ id: message.id, data: text(message.entry.data).split('\n')[0] ?? '' }));
  const validation = validationFindings(assembly.directory);
  return { stack, assembly, outdir, main, nested, all: [main, ...nested.values()], nagFindings, validation };
}

/** Resources of one type across every template. */
export function resourcesOf(
  templates: readonly Template[],
  type: string,
): ({ Properties?: Record<string, unknown> } & Record<string, unknown>)[] {
  return templates.flatMap((template) => Object.values(template.findResources(type)));
}

/**
 * The bundled entry file of each Lambda asset in the assembly, with its size in bytes, and the size
 * of the data files beside it (what is neither the entry nor a source map).
 */
export function bundleSizes(outdir: string): { asset: string; bytes: number; besideBytes: number }[] {
  return readdirSync(outdir)
    .filter((name) => name.startsWith('asset.'))
    .flatMap((asset) => {
      const entry = ['index.mjs', 'index.js']
        .map((file) => path.join(outdir, asset, file))
        .find((file) => {
          try {
            return statSync(file).isFile();
          } catch {
            return false;
          }
        });
      if (!entry) return [];
      const beside = readdirSync(path.join(outdir, asset))
        .filter((file) => !file.endsWith('.map') && file !== path.basename(entry))
        .reduce((sum, file) => sum + statSync(path.join(outdir, asset, file)).size, 0);
      return [{ asset, bytes: statSync(entry).size, besideBytes: beside }];
    });
}

/** cdk-nag's reports: every finding with its compliance (suppressed ones carry the reason). */
export function nagReportRows(outdir: string): { ruleId: string; resource: string; compliance: string; exception: string }[] {
  return readdirSync(outdir)
    .filter((name) => name.startsWith('AwsSolutions-') && name.endsWith('-NagReport.csv'))
    .flatMap((file) => {
      const [, ...lines] = readFileSync(path.join(outdir, file), 'utf8').trim().split('\n');
      return lines.map((line) => {
        // every cell is quoted by cdk-nag
        const cells = line.slice(1, -1).split('","');
        return { ruleId: cells[0] ?? '', resource: cells[1] ?? '', compliance: cells[2] ?? '', exception: cells[3] ?? '' };
      });
    });
}
