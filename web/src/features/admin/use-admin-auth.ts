import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/toast';
import { errorMessageOf, errorStatus } from '../../lib/error-message';
import { useAppStore } from '../../store/app-store';
import { clearSession, forgetSignInEmail, readSession, storeSession } from './admin-storage';
import { currentAdmin, logoutAdmin, verifyTempToken } from './api';

/** One verification per link token, even when React runs the effect twice (StrictMode). */
const verifying = new Map<string, ReturnType<typeof verifyTempToken>>();

async function restoreStoredSession(): Promise<void> {
  const { adminSignedIn, adminSignedOut } = useAppStore.getState();
  const stored = readSession();
  if (!stored) return adminSignedOut();
  try {
    await currentAdmin(stored.sessionToken);
    adminSignedIn(stored);
  } catch (error) {
    if (errorStatus(error) === 401) {
      clearSession();
      return adminSignedOut();
    }
    // The server could not say (offline): keep the session; the dashboard shows its own error.
    console.error('Admin auth initialization failed', error);
    adminSignedIn(stored);
  }
}

async function signInWithLinkToken(token: string): Promise<void> {
  const call = verifying.get(token) ?? verifyTempToken(token);
  verifying.set(token, call);
  try {
    const session = await call;
    storeSession(session);
    forgetSignInEmail();
    useAppStore.getState().adminSignedIn(session);
    notify({ title: 'Login successful!', description: `Welcome to the admin dashboard, ${session.email}.`, variant: 'success' });
  } catch (error) {
    notify({ title: 'Login failed', description: errorMessageOf(error, 'Failed to create admin session'), variant: 'destructive' });
    await restoreStoredSession();
  }
}

/**
 * Settles the admin portal's auth state on load (specification section 4): a `?token=` link is
 * verified and the address bar reset to /admin; otherwise a stored session is checked and restored.
 */
export function useAdminAuthInit(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      if (useAppStore.getState().adminStatus === 'loading') void restoreStoredSession();
      return;
    }
    useAppStore.setState({ adminStatus: 'loading' });
    void signInWithLinkToken(token).finally(() => navigate('/admin', { replace: true }));
  }, [navigate]);
}

/** Logout: the server revokes the session; this browser forgets it either way. */
export async function logout(): Promise<void> {
  const { adminToken, adminSignedOut } = useAppStore.getState();
  try {
    if (adminToken) await logoutAdmin(adminToken);
    notify({ title: 'Logged out', description: 'You have been logged out successfully' });
  } catch (error) {
    notify({ title: 'Logout error', description: errorMessageOf(error, 'Failed to logout'), variant: 'destructive' });
  } finally {
    clearSession();
    adminSignedOut();
  }
}
