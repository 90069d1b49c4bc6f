import { createGenerationStore } from '../../adapters/dynamodb/generation-store';
import { tableStore, type Wiring } from '../wiring';

/** The generation pipeline's conditional writes (and progress reads), over the function's table. */
export function generationStore(wiring: Wiring) {
  return tableStore(wiring, createGenerationStore);
}
