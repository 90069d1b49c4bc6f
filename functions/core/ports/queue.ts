/** One message to put on a work queue. */
export interface QueueMessage<T> {
  readonly body: T;
  /**
   * What the message is about, derived from what it identifies (e.g. `campaign#contact#step`). The
   * consumer's own conditional writes make a repeated delivery harmless; this id lets a queue drop
   * a duplicate it can see and lets logs name the work.
   */
  readonly id: string;
  /** seconds before the message becomes visible (0–900) */
  readonly delaySeconds?: number;
}

/** Messages the queue did not take, by id, with the reason: the caller may send them again. */
export interface QueueSendResult {
  readonly failed: readonly { readonly id: string; readonly reason: string }[];
}

/** A work queue (SQS in the cloud, an in-process queue locally) carrying one kind of message. */
export interface WorkQueue<T> {
  send(messages: readonly QueueMessage<T>[]): Promise<QueueSendResult>;
}

export type { QueueName } from '../../../shared/platform/queues';
