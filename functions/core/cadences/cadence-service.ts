import type { CadenceStep, CreateCadenceInput, UpdateCadenceInput } from '../../../shared/schemas/cadence';
import { createComponentService } from '../components/component-service';
import { requireKnownIds } from '../components/known-ids';
import type { CadenceItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import type { TenantContext } from '../tenant';

/** 'Step 2: its template must be a sample email of this instance.' */
function stepTemplateMessage(index: number): string {
  return `Step ${index + 1}: its template must be a sample email of this instance.`;
}

/**
 * Refuses steps whose template is not a sample email of the caller's instance (missing, or in
 * another instance: the same answer), naming each such step, in one batch read. Nothing is written
 * before this check.
 */
async function requireStepTemplates(
  sampleEmails: Pick<Stores['sampleEmails'], 'getMany'>,
  ctx: TenantContext,
  steps: readonly CadenceStep[] | undefined,
): Promise<void> {
  const ids = (steps ?? []).flatMap((step, index) =>
    step.type === 'ACTION' && step.templateId !== undefined
      ? [{ id: step.templateId, path: `steps.${index}.templateId`, message: stepTemplateMessage(index) }]
      : [],
  );
  await requireKnownIds(ctx, [{ reader: sampleEmails, ids }]);
}

/** Cadences: components whose steps' templates are checked against the instance's sample emails. */
export function createCadenceService(repos: Pick<Stores, 'cadences' | 'sampleEmails'>) {
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
