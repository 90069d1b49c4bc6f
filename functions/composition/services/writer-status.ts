import type { WriterStatus } from '../../../shared/schemas/campaign-generation';
import { configuredWriterChoice } from '../writer';
import type { Wiring } from '../wiring';

/** Which writer writes, decided as the functions that write decide it (same need, same configuration). */
export function writerStatusService(wiring: Wiring) {
  const choice = configuredWriterChoice(wiring);
  return { status: async (): Promise<WriterStatus> => (await choice()).status };
}
