import { createGenerationStore } from '../../adapters/dynamodb/generation-store';
import { repository, type Wiring } from '../wiring';

/** The generation pipeline's conditional writes (and progress reads), over the function's table. */
export function generationStore(wiring: Wiring) {
  return repository(wiring, createGenerationStore);
}
