import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The report CDK writes into the cloud assembly after validating the templates (cx-api VALIDATION_REPORT_FILE). */
const VALIDATION_REPORT_FILE = 'validation-report.json';

/** One finding of a validation plugin (CloudFormation Validate: the resource schemas and its rules). */
export interface ValidationFinding {
  readonly plugin: string;
  readonly rule: string;
  readonly severity: string;
  readonly description: string;
  /** construct paths of the resources it is about */
  readonly constructs: readonly string[];
}

interface ReportViolation {
  readonly ruleName: string;
  readonly description: string;
  readonly severity?: string;
  readonly violatingConstructs?: readonly { readonly constructPath?: string }[];
}

interface Report {
  readonly pluginReports?: readonly {
    readonly pluginName: string;
    readonly violations?: readonly ReportViolation[];
    readonly suppressedViolations?: readonly ReportViolation[];
  }[];
}

function findings(report: Report, kind: 'violations' | 'suppressedViolations'): ValidationFinding[] {
  return (report.pluginReports ?? []).flatMap((plugin) =>
    (plugin[kind] ?? []).map((violation) => ({
      plugin: plugin.pluginName,
      rule: violation.ruleName,
      severity: violation.severity ?? 'error',
      description: violation.description,
      constructs: (violation.violatingConstructs ?? []).flatMap((construct) =>
        construct.constructPath === undefined ? [] : [construct.constructPath],
      ),
    })),
  );
}

/**
 * The validation findings of a synthesised cloud assembly: those left (warnings included) and those
 * acknowledged in code. CDK validates every synthesis against the CloudFormation resource schemas
 * and its default rules; with `@aws-cdk/core:validateAgainstDefaultRules` an error fails synthesis,
 * and bin/app.ts fails it on a warning too.
 */
export function validationFindings(assemblyDirectory: string): {
  readonly open: ValidationFinding[];
  readonly acknowledged: ValidationFinding[];
} {
  const report = JSON.parse(readFileSync(path.join(assemblyDirectory, VALIDATION_REPORT_FILE), 'utf8')) as Report;
  return { open: findings(report, 'violations'), acknowledged: findings(report, 'suppressedViolations') };
}

/**
 * Fails synthesis on any validation finding left, a warning included (an error has failed it
 * already): fix it, or acknowledge it in code with its reason (docs/infrastructure.md, CloudFormation
 * validation).
 */
export function requireNoValidationFindings(assemblyDirectory: string): void {
  const { open } = validationFindings(assemblyDirectory);
  if (open.length === 0) return;
  const lines = open.map((finding) => `${finding.rule} ${finding.description} (${finding.constructs.join(', ')})`);
  throw new Error(
    `${open.length} CloudFormation validation finding(s) left; fix each, or acknowledge it with its reason (docs/infrastructure.md, CloudFormation validation):\n${lines.join('\n')}`,
  );
}
