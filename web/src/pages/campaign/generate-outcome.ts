import type { GenerationRun } from '../../../../shared/schemas/campaign-generation';
import type { AlertType } from '../../app/alerts/alerts-store';
import { CAMPAIGN_DETAIL_STRINGS as S } from './strings';

/** What 'Generate now' tells the user about a run: how many emails were queued, or why none were. */
export function generateOutcome(run: GenerationRun): { readonly type: AlertType; readonly message: string } {
  if (run.queued > 0) {
    return { type: 'success', message: run.exhausted ? S.generatedAll(run.queued) : S.generated(run.queued) };
  }
  if (run.exhausted) return { type: 'success', message: S.nothingLeft };
  return { type: 'warning', message: S.nothingQueued };
}
