import { Spinner } from '../components/ui/spinner';
import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { AdminLogin } from '../features/admin/components/admin-login';
import { ConfirmReplaceSession } from '../features/admin/components/confirm-replace-session';
import { useAdminAuthInit } from '../features/admin/use-admin-auth';
import { useAppStore } from '../store/app-store';
import { useDocumentTitle } from '../lib/use-document-title';

/** /admin: passwordless sign-in, then the admin dashboard (specification sections 2 and 4). */
export function AdminPage() {
  useDocumentTitle('Admin Portal');
  const pendingLink = useAdminAuthInit();
  const status = useAppStore((s) => s.adminStatus);
  const email = useAppStore((s) => s.adminEmail);
  const token = useAppStore((s) => s.adminToken);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {pendingLink ? (
        <ConfirmReplaceSession link={pendingLink} />
      ) : status === 'loading' ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
          <Spinner className="h-5 w-5 text-indigo-600" />
          Verifying authentication...
        </p>
      ) : status === 'logged-in' && email && token ? (
        <AdminDashboard email={email} sessionToken={token} />
      ) : (
        <AdminLogin />
      )}
    </main>
  );
}
