import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { relativeTime } from '../../analytics/relative-time';
import { fetchMessages, fetchMessagingStatus, fetchOutbox } from '../api';
import { messageStatusBadge, OUTBOX_TRANSPORT } from '../message-status';

export const MESSAGES_KEY = '/api/messaging/messages';
export const OUTBOX_KEY = '/api/messaging/outbox';

/** The message log (recipients masked) and the outbox of channels without a transport. */
export function MessageLogCard({ sessionToken }: { sessionToken: string }) {
  const [view, setView] = useState<'log' | 'outbox'>('log');
  const log = useQuery({ queryKey: [MESSAGES_KEY, sessionToken], queryFn: () => fetchMessages(sessionToken), enabled: view === 'log' });
  const outbox = useQuery({ queryKey: [OUTBOX_KEY, sessionToken], queryFn: () => fetchOutbox(sessionToken), enabled: view === 'outbox' });
  const status = useQuery({ queryKey: ['/api/messaging/status', sessionToken], queryFn: () => fetchMessagingStatus(sessionToken) });
  const unconfigured = status.data ? (['email', 'sms'] as const).filter((c) => status.data[c] === OUTBOX_TRANSPORT) : [];

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle>Message Log</CardTitle>
          <p className="text-sm text-slate-600">Every message with its status; failed sends are retried automatically.</p>
        </div>
        <div role="group" aria-label="Show" className="flex gap-1">
          <Button size="sm" variant={view === 'log' ? 'secondary' : 'outline'} aria-pressed={view === 'log'} onClick={() => setView('log')}>Log</Button>
          <Button size="sm" variant={view === 'outbox' ? 'secondary' : 'outline'} aria-pressed={view === 'outbox'} onClick={() => setView('outbox')}>Outbox</Button>
        </div>
      </CardHeader>
      <CardContent>
        {unconfigured.length ? (
          <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {unconfigured.map((c) => (c === 'email' ? 'E-mail' : 'SMS')).join(' and ')} {unconfigured.length > 1 ? 'have' : 'has'} no transport configured: those
            messages are kept in the outbox.
          </p>
        ) : null}
        {view === 'log' ? (
          log.isPending ? (
            <p className="text-sm text-slate-600">Loading messages...</p>
          ) : log.isError ? (
            <p role="alert" className="text-sm text-red-700">Unable to load the message log.</p>
          ) : log.data.length === 0 ? (
            <p className="text-sm text-slate-600">No messages sent yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {log.data.map((m) => {
                const badge = messageStatusBadge(m);
                return (
                  <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                    <span className="w-12 font-medium uppercase text-slate-700">{m.channel}</span>
                    {/* Masked recipients are short: on a phone they take their own line rather than be cut. */}
                    <span className="min-w-[10rem] flex-1 break-all text-slate-900">{m.recipient}</span>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                    <span className="text-xs text-slate-600">{m.transport ?? '-'} · {relativeTime(m.createdAt)}</span>
                    {m.error ? <p className="w-full text-xs text-red-700">{m.error}</p> : null}
                  </li>
                );
              })}
            </ul>
          )
        ) : outbox.isPending ? (
          <p className="text-sm text-slate-600">Loading the outbox...</p>
        ) : outbox.isError ? (
          <p role="alert" className="text-sm text-red-700">Unable to load the outbox.</p>
        ) : outbox.data.length === 0 ? (
          <p className="text-sm text-slate-600">The outbox is empty: every channel delivered through its transport.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {outbox.data.map((m) => (
              <li key={m.id} className="space-y-1 py-2">
                <p className="font-medium text-slate-900 wrap-anywhere">
                  {m.channel.toUpperCase()} to {m.recipient}
                  {m.subject ? `: ${m.subject}` : ''}
                </p>
                <p className="line-clamp-2 whitespace-pre-line text-slate-600 wrap-anywhere">{m.body}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
