import type { Clock } from '../shared/clock';
import type { MessageDispatcher } from './message-dispatcher';
import type { MessageLog } from './message-log';

export interface RetryOutcome {
  attempted: number;
  sent: number;
  failed: number;
}

/** The retry job's work: every due `retrying` message gets its next attempt, oldest first. */
export class RetryMessages {
  constructor(private readonly deps: { log: MessageLog; dispatcher: MessageDispatcher; clock: Clock; batch?: number }) {}

  async execute(): Promise<RetryOutcome> {
    const due = await this.deps.log.due(this.deps.clock.now(), this.deps.batch ?? 50);
    const outcome: RetryOutcome = { attempted: 0, sent: 0, failed: 0 };
    for (const record of due) {
      const { record: after } = await this.deps.dispatcher.retry(record);
      outcome.attempted += 1;
      if (after.status === 'sent') outcome.sent += 1;
      if (after.status === 'failed') outcome.failed += 1;
    }
    return outcome;
  }
}
