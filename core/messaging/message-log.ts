import type { MessageChannel } from './channels';

/**
 * sending: first attempt under way; sent: a transport accepted it; retrying: an attempt failed
 * and another is due at `nextAttemptAt`; failed: refused for good, or out of attempts.
 */
export type MessageStatus = 'sending' | 'sent' | 'retrying' | 'failed';

/** Sign-in links are the product's own mail; everything else is sent from the messaging centre. */
export type MessagePurpose = 'sign-in' | 'messaging';

/** One message as the log keeps it: the recipient only masked, the content only while needed. */
export interface MessageRecord {
  id: string;
  channel: MessageChannel;
  purpose: MessagePurpose;
  /** Masked, e.g. a***@example.com or +1******0123. */
  recipient: string;
  status: MessageStatus;
  /** smtp, outbox, twilio, webpush: who took (or refused) the last attempt. */
  transport: string | null;
  attempts: number;
  error: string | null;
  /** The message as JSON, kept only while a retry may still need it, then erased. */
  payload: string | null;
  /** The admin who sent it, when one did. */
  sentBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  nextAttemptAt: Date | null;
}

export type MessageUpdate = Pick<MessageRecord, 'status' | 'transport' | 'attempts' | 'error' | 'payload' | 'updatedAt' | 'nextAttemptAt'>;

/** Where every message is recorded; the retry job reads the due ones back. */
export interface MessageLog {
  create(record: MessageRecord): Promise<void>;
  update(id: string, update: MessageUpdate): Promise<void>;
  /** Messages in `retrying` whose next attempt is due at `now`, oldest first. */
  due(now: Date, limit: number): Promise<MessageRecord[]>;
  /** The latest messages, newest first, without their payloads. */
  list(query: { limit: number; channel?: MessageChannel; status?: MessageStatus }): Promise<MessageRecord[]>;
  /** Deletes records last touched before `before`; returns how many. */
  purge(before: Date): Promise<number>;
}
