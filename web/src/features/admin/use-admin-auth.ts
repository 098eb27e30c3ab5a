import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/toast';
import { errorMessageOf, errorStatus } from '../../lib/error-message';
import { useAppStore } from '../../store/app-store';
import { clearSession, forgetSignInEmail, readSession, storeSession, type StoredSession } from './admin-storage';
import { currentAdmin, logoutAdmin, verifyTempToken } from './api';

/** One verification per link token, even when React runs the effect twice (StrictMode). */
const verifying = new Map<string, ReturnType<typeof verifyTempToken>>();

async function restoreStoredSession(): Promise<void> {
  const { adminSignedIn, adminSignedOut, adminSessionLost } = useAppStore.getState();
  const stored = readSession();
  if (!stored) return adminSignedOut();
  try {
    await currentAdmin(stored.sessionToken);
    adminSignedIn(stored);
  } catch (error) {
    if (errorStatus(error) === 401) {
      // Ended while the page was closed: the login screen says so rather than appearing unexplained.
      clearSession();
      return adminSessionLost();
    }
    // The server could not say (offline): keep the session; the dashboard shows its own error.
    console.error('Admin auth initialization failed', error);
    adminSignedIn(stored);
  }
}

/** The stored session if the server still honours it (or cannot say); otherwise it is forgotten. */
async function liveStoredSession(): Promise<StoredSession | null> {
  const stored = readSession();
  if (!stored) return null;
  try {
    await currentAdmin(stored.sessionToken);
    return stored;
  } catch (error) {
    if (errorStatus(error) !== 401) return stored;
    clearSession();
    return null;
  }
}

async function signInWithLinkToken(token: string, replacing?: string): Promise<void> {
  const call = verifying.get(token) ?? verifyTempToken(token, replacing);
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

/** A sign-in link opened while this browser holds another live admin session: asked before use. */
export interface PendingLink {
  /** Who is signed in now. */
  current: StoredSession;
  /** Uses the link: its session replaces the current one. */
  accept: () => void;
  /** Keeps the current session; the link stays unused. */
  decline: () => void;
}

/**
 * Settles the admin portal's auth state on load (specification section 4): a `?token=` link is
 * verified and the address bar reset to /admin; otherwise a stored session is checked and restored.
 * A link opened while another session is live is not used until the admin confirms (someone else's
 * link would otherwise silently sign this browser into their account).
 */
export function useAdminAuthInit(): PendingLink | null {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingLink | null>(null);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      if (useAppStore.getState().adminStatus === 'loading') void restoreStoredSession();
      return;
    }
    useAppStore.setState({ adminStatus: 'loading' });
    void (async () => {
      const current = await liveStoredSession();
      if (!current) return signInWithLinkToken(token);
      useAppStore.getState().adminSignedIn(current);
      setPending({
        current,
        accept: () => {
          setPending(null);
          useAppStore.setState({ adminStatus: 'loading' });
          void signInWithLinkToken(token, current.sessionToken);
        },
        decline: () => setPending(null),
      });
    })().finally(() => navigate('/admin', { replace: true }));
  }, [navigate]);
  return pending;
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
