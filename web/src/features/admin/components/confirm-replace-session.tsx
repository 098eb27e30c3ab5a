import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { PendingLink } from '../use-admin-auth';

/** Asks before a sign-in link replaces the admin session this browser already holds. */
export function ConfirmReplaceSession({ link }: { link: PendingLink }) {
  return (
    <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <ShieldAlert aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Replace your admin session?</h1>
      <p className="mt-2 text-sm text-slate-600">
        You are signed in as <strong className="text-slate-900">{link.current.email}</strong>. This sign-in link would end that session and sign
        you in with the account the link was sent to. Use it only if you asked for it yourself.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={link.accept}>Use this link</Button>
        <Button variant="outline" onClick={link.decline}>
          Keep current session
        </Button>
      </div>
    </Card>
  );
}
