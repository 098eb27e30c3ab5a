import { Mail, MailCheck, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { useAppStore } from '../../../store/app-store';
import type { SendLinkAnswer } from '../api';
import { isWellFormedEmail, useSendMagicLink } from '../use-magic-link';

/** Magic-link lifetime (specification section 9). */
const LINK_MINUTES = 15;

const SESSION_ENDED_TEXT = 'Your admin session has ended: it was signed out elsewhere, revoked or expired. Please sign in again.';

/** The login screen and, once a link is sent, 'Check Your Email' (specification section 2). */
export function AdminLogin() {
  const emailId = useId();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<SendLinkAnswer | null>(null);
  const send = useSendMagicLink();
  const ended = useAppStore((s) => s.adminSessionEnded);
  const emailRef = useRef<HTMLInputElement>(null);
  // The dashboard the admin was using has gone: put them where they can sign in again.
  useEffect(() => {
    if (ended) emailRef.current?.focus();
  }, [ended]);
  // Focus follows the screen: to "Check Your Email" once the link is asked for, back to the field on "Try Different Email".
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasSent = useRef(false);
  useEffect(() => {
    if (sent) headingRef.current?.focus();
    else if (wasSent.current) emailRef.current?.focus();
    wasSent.current = sent !== null;
  }, [sent]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || !isWellFormedEmail(address)) {
      notify({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' });
      return;
    }
    send.mutate(address, { onSuccess: (answer) => setSent(answer) });
  };

  const reset = () => {
    setSent(null);
    setEmail('');
    send.reset();
  };

  if (sent) {
    return (
      <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <MailCheck aria-hidden="true" className="h-6 w-6" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
          Check Your Email
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          If <strong className="text-slate-900">{sent.email}</strong> belongs to an admin, a sign-in link is on its way to it.
        </p>
        {sent.isDevMode ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Development mode: check the browser console for the sign-in link.
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">The link expires in {LINK_MINUTES} minutes and works once.</p>
        <Button variant="outline" className="mt-6" onClick={reset}>
          Try Different Email
        </Button>
      </Card>
    );
  }

  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <ShieldCheck aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-4 text-center text-2xl font-bold text-slate-900">Admin Dashboard Access</h1>
      <p className="mt-1 text-center text-sm text-slate-600">Sign in with a one-time link sent to your email.</p>
      {ended ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {SESSION_ENDED_TEXT}
        </p>
      ) : null}
      {/* noValidate: the product's own 'Invalid email' toast, not the browser's bubble. */}
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={emailId}>Email address</Label>
          <Input
            ref={emailRef}
            id={emailId}
            type="email"
            autoComplete="email"
            placeholder="Enter your registered email"
            aria-describedby={hintId}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FieldHint id={hintId}>Only addresses the operator has made admins can sign in; an API key does not make you one.</FieldHint>
        </div>
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <Mail aria-hidden="true" className="h-4 w-4" />}
          {send.isPending ? 'Sending Magic Link...' : 'Send Magic Link'}
        </Button>
      </form>
    </Card>
  );
}
