import { notify } from '../../components/ui/toast';
import { errorMessageOf } from '../../lib/error-message';
import { ApiError } from '../../lib/request';
import { sessionEnded } from '../admin/admin-call';

export type Channel = 'sms' | 'email' | 'push';

/** Toasts of specification section 8: sent, refused by the server (failed), or not reached (error). */
const TEXTS: Record<Channel, Record<'sent' | 'failed' | 'error', [string, string]>> = {
  sms: { sent: ['SMS sent!', 'SMS notification sent successfully.'], failed: ['SMS failed', 'Failed to send SMS notification.'], error: ['SMS error', 'Error sending SMS notification.'] },
  email: { sent: ['Email sent!', 'Email notification sent successfully.'], failed: ['Email failed', 'Failed to send email notification.'], error: ['Email error', 'Error sending email notification.'] },
  push: {
    sent: ['Push notification sent!', 'Push notification sent successfully.'],
    failed: ['Push notification failed', 'Failed to send push notification.'],
    error: ['Push notification error', 'Error sending push notification.'],
  },
};

/** When no transport is configured the server keeps the message in the outbox: the toast says so. */
const OUTBOX: Record<Channel, [string, string]> = {
  sms: ['SMS queued in the outbox', 'No SMS provider is configured, so the message was kept in the outbox (see Outbox) and not sent.'],
  email: ['Email queued in the outbox', 'No SMTP server is configured, so the message was kept in the outbox (see Outbox) and not sent.'],
  push: ['Push notification queued', 'The notification was kept in the outbox and not sent.'],
};

const wentToOutbox = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && (answer as { transport?: unknown }).transport === 'outbox';

/** `reason` is the server's own message for a refusal (a 400 says what is wrong with the number). */
export function notifyMessage(channel: Channel, outcome: 'sent' | 'failed' | 'error', reason?: string): void {
  const [title, description] = TEXTS[channel][outcome];
  notify({ title, description: reason ? `${description} ${reason}` : description, variant: outcome === 'sent' ? 'success' : 'destructive' });
}

/** Runs a send and toasts its outcome; true when the server accepted the message. */
export async function sendWithToasts(channel: Channel, send: () => Promise<unknown>): Promise<boolean> {
  try {
    const answer = await send();
    if (wentToOutbox(answer)) {
      const [title, description] = OUTBOX[channel];
      notify({ title, description });
    } else notifyMessage(channel, 'sent');
    return true;
  } catch (error) {
    // An ended session: the login screen that replaces the dashboard says so.
    if (sessionEnded(error)) return false;
    if (error instanceof ApiError) notifyMessage(channel, 'failed', errorMessageOf(error, '') || undefined);
    else notifyMessage(channel, 'error');
    return false;
  }
}
