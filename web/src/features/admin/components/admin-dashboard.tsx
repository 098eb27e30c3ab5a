import { ArrowLeft, LogOut, UserCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AnalyticsDashboard } from '../../analytics/components/analytics-dashboard';
import { MessagingCentre } from '../../messaging/components/messaging-centre';
import { logout } from '../use-admin-auth';
import { ActiveSessions } from './active-sessions';

export interface AdminDashboardProps {
  email: string;
  sessionToken: string;
}

/** The signed-in admin portal: top bar, then the analytics dashboard and the messaging centre. */
export function AdminDashboard({ email, sessionToken }: AdminDashboardProps) {
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <Link to="/" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Main Site
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="admin-email">
            <UserCircle aria-hidden="true" className="h-5 w-5 text-slate-500" />
            {email}
          </span>
          <Button variant="outline" size="sm" onClick={signOut} disabled={leaving}>
            {leaving ? <Spinner /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
            Logout
          </Button>
        </div>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
      <AnalyticsDashboard sessionToken={sessionToken} />
      <MessagingCentre sessionToken={sessionToken} />
      <ActiveSessions sessionToken={sessionToken} />
    </div>
  );
}
