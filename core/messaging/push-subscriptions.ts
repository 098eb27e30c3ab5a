import type { PushSubscriptionJson } from './channels';

/** Browsers that enabled notifications, keyed by their push endpoint. */
export interface PushSubscriptionStore {
  /** Adds or refreshes a subscription, remembering who registered it. */
  save(subscription: PushSubscriptionJson, owner: string | null, at: Date): Promise<void>;
  /** Forgets a subscription the push service says is gone. */
  remove(endpoint: string): Promise<void>;
  count(): Promise<number>;
}
