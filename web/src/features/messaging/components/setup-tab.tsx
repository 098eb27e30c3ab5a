import { BellRing, CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { sessionEnded } from '../../admin/admin-call';
import { enablePush, PushPermissionDenied } from '../push';
import type { TabProps } from './tab-props';

/** Characters of the token shown (specification section 9). */
const TOKEN_SHOWN = 20;

/** Setup: enable push notifications in this browser; shows the start of the token once held. */
export function SetupTab({ sessionToken, busy, run, token, onToken }: TabProps & { token: string | null; onToken: (token: string) => void }) {
  const enable = async () => {
    try {
      const newToken = await run(() => enablePush(sessionToken));
      onToken(newToken);
      notify({ title: 'Notification permission granted!', description: "You'll now receive push notifications.", variant: 'success' });
    } catch (error) {
      if (sessionEnded(error)) return;
      if (error instanceof PushPermissionDenied) notify({ title: 'Permission denied', description: 'Please enable notifications in your browser settings.', variant: 'destructive' });
      else {
        // The toast keeps the specification's words; the cause (no push service reachable, a refused subscription) goes to the console for the operator.
        console.error('Push notification setup failed:', error);
        notify({ title: 'Permission error', description: 'Failed to request notification permission.', variant: 'destructive' });
      }
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Enable push notifications in this browser to send yourself a test notification from the Push tab.
      </p>
      <Button onClick={enable} disabled={busy || Boolean(token)} variant={token ? 'outline' : 'primary'}>
        {token ? <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-emerald-600" /> : <BellRing aria-hidden="true" className="h-4 w-4" />}
        {token ? 'Notifications Enabled' : 'Enable Push Notifications'}
      </Button>
      {token ? (
        <p className="break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700">
          <span className="font-sans font-medium text-slate-600">Device token: </span>
          {token.slice(0, TOKEN_SHOWN)}...
        </p>
      ) : null}
    </div>
  );
}
