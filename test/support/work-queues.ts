import type { QueueMessage, WorkQueue } from '../../functions/core/ports/queue';
import { QUEUE_NAMES, type QueueName } from '../../shared/platform/queues';

/** Work queues that keep what is sent to them, for tests to read and deliver by hand. */
export interface RecordingQueues {
  readonly queues: Record<QueueName, WorkQueue<unknown>>;
  /** what was sent to `name` and not yet taken */
  sent(name: QueueName): QueueMessage<unknown>[];
  /** takes (and clears) what was sent to `name` */
  take(name: QueueName): QueueMessage<unknown>[];
  /** makes the next sends to `name` fail with `reason`, until called with undefined */
  refuse(name: QueueName, reason: string | undefined): void;
}

export function recordingQueues(): RecordingQueues {
  const sent = new Map<QueueName, QueueMessage<unknown>[]>(QUEUE_NAMES.map((name) => [name, []]));
  const refusals = new Map<QueueName, string>();
  const queue = (name: QueueName): WorkQueue<unknown> => ({
    send(messages) {
      const reason = refusals.get(name);
      if (reason !== undefined) return Promise.resolve({ failed: messages.map((message) => ({ id: message.id, reason })) });
      sent.get(name)?.push(...messages.map((message) => structuredClone(message)));
      return Promise.resolve({ failed: [] });
    },
  });
  return {
    queues: Object.fromEntries(QUEUE_NAMES.map((name) => [name, queue(name)])) as Record<QueueName, WorkQueue<unknown>>,
    sent: (name) => [...(sent.get(name) ?? [])],
    take: (name) => sent.get(name)?.splice(0) ?? [],
    refuse: (name, reason) => {
      if (reason === undefined) refusals.delete(name);
      else refusals.set(name, reason);
    },
  };
}
