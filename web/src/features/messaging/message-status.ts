import type { BadgeTone } from '../../components/ui/badge';
import type { MessageRecord } from './api';

/** The transport the server reports for a message kept because its channel has none configured. */
export const OUTBOX_TRANSPORT = 'outbox';

const TONE: Record<MessageRecord['status'], BadgeTone> = { sent: 'success', sending: 'neutral', retrying: 'warning', failed: 'danger' };

/**
 * What the log's badge says about a message. The server counts a message handed to the outbox as
 * delivered (status sent, transport outbox), but nobody has received it: it reads "in outbox".
 */
export function messageStatusBadge(m: Pick<MessageRecord, 'status' | 'transport'>): { label: string; tone: BadgeTone } {
  if (m.status === 'sent' && m.transport === OUTBOX_TRANSPORT) return { label: 'in outbox', tone: 'warning' };
  return { label: m.status, tone: TONE[m.status] };
}
