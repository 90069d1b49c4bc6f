import type { CadenceStep, CreateCadenceInput, UpdateCadenceInput } from '../../../shared/schemas/cadence';
import { createComponentService } from '../components/component-service';
import { InvalidInputError } from '../errors';
import type { CadenceItem } from '../ports/items';
import type { Repositories } from '../ports/repositories';
import type { TenantContext } from '../tenant';

/** 'Step 2: its template must be a sample email of this instance.' */
export function stepTemplateMessage(index: number): string {
  return `Step ${index + 1}: its template must be a sample email of this instance.`;
}

/**
 * Refuses steps whose template is not a sample email of the caller's instance (missing, or in
 * another instance: the same answer), naming each such step. Nothing is written before this check.
 */
export async function requireStepTemplates(
  sampleEmails: Repositories['sampleEmails'],
  ctx: TenantContext,
  steps: readonly CadenceStep[] | undefined,
): Promise<void> {
  const wrong: { path: string; message: string }[] = [];
  for (const [index, step] of (steps ?? []).entries()) {
    if (step.type !== 'ACTION' || step.templateId === undefined) continue;
    if (!(await sampleEmails.find(ctx, step.templateId))) {
      wrong.push({ path: `steps.${index}.templateId`, message: stepTemplateMessage(index) });
    }
  }
  const first = wrong[0];
  if (first)
    throw new InvalidInputError(wrong.length === 1 ? first.message : `${first.message} Plus ${wrong.length - 1} more.`, wrong);
}

/** Cadences: components whose steps' templates are checked against the instance's sample emails. */
export function createCadenceService(repos: Pick<Repositories, 'cadences' | 'sampleEmails'>) {
  const base = createComponentService<CadenceItem, CreateCadenceInput, UpdateCadenceInput>(repos.cadences, {
    toItem: async (ctx, input) => {
      await requireStepTemplates(repos.sampleEmails, ctx, input.steps);
      return input;
    },
    toChanges: async (ctx, input) => {
      await requireStepTemplates(repos.sampleEmails, ctx, input.steps);
      return input;
    },
  });
  return base;
}
export type CadenceService = ReturnType<typeof createCadenceService>;
