import { MessageSquare } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { sendSms } from '../api';
import { sendWithToasts } from '../send-with-toasts';
import type { TabProps } from './tab-props';

/** SMS: phone number and message, both required (specification section 5). */
export function SmsTab({ sessionToken, busy, run }: TabProps) {
  const phoneId = useId();
  const messageId = useId();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phoneNumber.trim() || !message.trim()) {
      notify({ title: 'Missing fields', description: 'Please provide both phone number and message.', variant: 'destructive' });
      return;
    }
    const sent = await run(() => sendWithToasts('sms', () => sendSms(sessionToken, { phoneNumber: phoneNumber.trim(), message })));
    if (sent) {
      setPhoneNumber('');
      setMessage('');
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={phoneId}>Phone number</Label>
        <Input id={phoneId} type="tel" autoComplete="tel" placeholder="+14155550123" value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea id={messageId} placeholder="Your message" maxLength={1600} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        Send SMS
      </Button>
    </form>
  );
}
