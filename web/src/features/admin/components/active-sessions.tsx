import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/error-message';
import { sessionEnded } from '../admin-call';
import { endAdminSession, listAdminSessions } from '../api';

const SESSIONS_KEY = '/api/admin/sessions';
const when = (iso: string) => new Date(iso).toLocaleString();

/** Every admin's open sessions, each with a button that ends it at once (issue 14, item 7). */
export function ActiveSessions({ sessionToken }: { sessionToken: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: [SESSIONS_KEY, sessionToken], queryFn: () => listAdminSessions(sessionToken) });
  const end = useMutation({
    mutationFn: (id: string) => endAdminSession(sessionToken, id),
    onSuccess: () => {
      notify({ title: 'Session ended', description: 'That session can no longer be used.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: [SESSIONS_KEY] });
    },
    onError: (error) => {
      if (!sessionEnded(error)) notify({ title: 'Error', description: errorMessageOf(error, 'Failed to end the session'), variant: 'destructive' });
    },
  });

  return (
    <Card data-testid="active-sessions">
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.isError ? (
          <p className="text-sm text-red-700">{errorMessageOf(sessions.error, 'Failed to load the sessions')}</p>
        ) : !sessions.data ? (
          <p className="text-sm text-slate-600">Loading sessions...</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="text-slate-900">
                  {s.email}
                  {s.current ? <span className="ml-2 text-slate-500">(this browser)</span> : null}
                  <span className="block text-xs text-slate-500">
                    Since {when(s.createdAt)}, until {when(s.expiresAt)}
                  </span>
                </span>
                {s.current ? null : (
                  <Button variant="outline" size="sm" onClick={() => end.mutate(s.id)} disabled={end.isPending} aria-label={`End session of ${s.email} since ${when(s.createdAt)}`}>
                    End session
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
