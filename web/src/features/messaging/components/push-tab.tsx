import { Bell } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { sendPush } from '../api';
import { notifyMessage, sendWithToasts } from '../send-with-toasts';
import type { TabProps } from './tab-props';

function parseData(text: string): Record<string, unknown> | undefined | null {
  if (!text.trim()) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Push: title, message and optional JSON data, to this browser's token (specification section 2). */
export function PushTab({ sessionToken, busy, run, token }: TabProps & { token: string | null }) {
  const titleId = useId();
  const bodyId = useId();
  const dataId = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [data, setData] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || !title.trim() || !body.trim()) {
      notify({ title: 'Missing requirements', description: 'FCM token, title, and body are required.', variant: 'destructive' });
      return;
    }
    const parsed = parseData(data);
    if (parsed === null) return notifyMessage('push', 'error');
    const sent = await run(() => sendWithToasts('push', () => sendPush(sessionToken, { token, title: title.trim(), body: body.trim(), ...(parsed ? { data: parsed } : {}) })));
    if (sent) {
      setTitle('');
      setBody('');
      setData('');
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input id={titleId} placeholder="IMEI Device Checker" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={bodyId}>Message</Label>
        <Textarea id={bodyId} placeholder="Your message" maxLength={1000} value={body} onChange={(e) => setBody(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={dataId}>Data (optional JSON)</Label>
        <Textarea id={dataId} className="font-mono" placeholder='{"url": "/admin"}' value={data} onChange={(e) => setData(e.target.value)} />
        <FieldHint>A JSON object passed along with the notification.</FieldHint>
      </div>
      <Button type="submit" disabled={busy || !token}>
        <Bell aria-hidden="true" className="h-4 w-4" />
        {token ? 'Send Push Notification' : 'Setup Notifications First'}
      </Button>
    </form>
  );
}
