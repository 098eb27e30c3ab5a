import { useQueryClient } from '@tanstack/react-query';
import { Bell, Mail, MessageSquare, Settings } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { notify } from '../../../components/ui/toast';
import { existingPushToken, onForegroundPush } from '../push';
import { EmailTab } from './email-tab';
import { MESSAGES_KEY, MessageLogCard, OUTBOX_KEY } from './message-log-card';
import { PushTab } from './push-tab';
import { SetupTab } from './setup-tab';
import { SmsTab } from './sms-tab';

/**
 * The messaging centre (specification section 2): Setup, SMS, Email and Push tabs sharing one
 * busy flag; a push that arrives while the page is open shows as a five-second toast.
 */
export function MessagingCentre({ sessionToken }: { sessionToken: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    existingPushToken()
      .then((t) => live && t && setToken(t))
      .catch(() => undefined);
    const stop = onForegroundPush(({ title, body }) => notify({ title, description: body }));
    return () => {
      live = false;
      stop();
    };
  }, []);

  const run = useCallback(
    async <T,>(request: () => Promise<T>): Promise<T> => {
      setBusy(true);
      try {
        return await request();
      } finally {
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: [MESSAGES_KEY] });
        void queryClient.invalidateQueries({ queryKey: [OUTBOX_KEY] });
      }
    },
    [queryClient],
  );

  const props = { sessionToken, busy, run };
  const tabs = [
    { value: 'setup', label: <><Settings aria-hidden="true" className="h-4 w-4" />Setup</>, content: <SetupTab {...props} token={token} onToken={setToken} /> },
    { value: 'sms', label: <><MessageSquare aria-hidden="true" className="h-4 w-4" />SMS</>, content: <SmsTab {...props} /> },
    { value: 'email', label: <><Mail aria-hidden="true" className="h-4 w-4" />Email</>, content: <EmailTab {...props} /> },
    { value: 'push', label: <><Bell aria-hidden="true" className="h-4 w-4" />Push</>, content: <PushTab {...props} token={token} /> },
  ];

  return (
    <section aria-labelledby="messaging-heading" className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle id="messaging-heading">Messaging Centre</CardTitle>
          <p className="text-sm text-slate-600">Send SMS, email and push notifications</p>
        </CardHeader>
        <CardContent>
          <Tabs tabs={tabs} label="Messaging channels" />
        </CardContent>
      </Card>
      <MessageLogCard sessionToken={sessionToken} />
    </section>
  );
}
