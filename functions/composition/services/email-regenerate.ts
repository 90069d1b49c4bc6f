import { createEmailRegenerateService } from '../../core/review/regenerate';
import { tokenBudget } from '../token-budget';
import { configuredWriter } from '../writer';
import { table, type Wiring } from '../wiring';
import { reviewDeps } from './email-review';

/** Writing an email again: the review queue's store, the writer and the shared token budget. */
export function emailRegenerateService(wiring: Wiring) {
  table(wiring, 'readWrite');
  return createEmailRegenerateService({ ...reviewDeps(wiring), writer: configuredWriter(wiring), budget: tokenBudget(wiring) });
}
