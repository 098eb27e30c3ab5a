import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { sendEmail } from '../api';
import { sendWithToasts } from '../send-with-toasts';
import type { TabProps } from './tab-props';

/** E-mail: address, subject and body, all required (specification section 5). */
export function EmailTab({ sessionToken, busy, run }: TabProps) {
  const emailId = useId();
  const subjectId = useId();
  const bodyId = useId();
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !subject.trim() || !body.trim()) {
      notify({ title: 'Missing fields', description: 'Please provide email, subject, and body.', variant: 'destructive' });
      return;
    }
    const sent = await run(() => sendWithToasts('email', () => sendEmail(sessionToken, { email: email.trim(), subject: subject.trim(), body })));
    if (sent) {
      setEmail('');
      setSubject('');
      setBody('');
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={emailId}>Email address</Label>
        <Input id={emailId} type="email" autoComplete="off" placeholder="customer@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={subjectId}>Subject</Label>
        <Input id={subjectId} placeholder="Subject" maxLength={200} value={subject} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={bodyId}>Message body</Label>
        <Textarea id={bodyId} placeholder="Your message" value={body} onChange={(e) => setBody(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        <Mail aria-hidden="true" className="h-4 w-4" />
        Send Email
      </Button>
    </form>
  );
}
