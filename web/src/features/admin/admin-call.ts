import { errorStatus } from '../../lib/error-message';
import { apiJson, type HttpMethod } from '../../lib/request';
import { useAppStore } from '../../store/app-store';
import { clearSession } from './admin-storage';

export const adminHeaders = (sessionToken: string) => ({ Authorization: `Bearer ${sessionToken}` });

/**
 * True for the answer to a session that no longer exists (ended in another tab or by support staff,
 * or expired): the login screen explains it, so callers show no toast of their own.
 */
export const sessionEnded = (error: unknown): boolean => errorStatus(error) === 401;

/**
 * The session this browser holds has ended: forget it and show the login screen with a note saying
 * so. A late answer for a session already replaced or logged out changes nothing.
 */
export function adminSessionEnded(sessionToken: string): void {
  const { adminToken, adminSessionLost } = useAppStore.getState();
  if (adminToken !== sessionToken) return;
  clearSession();
  adminSessionLost();
}

/** A call of the admin API with the session's token; a 401 ends the session in this browser too. */
export async function adminJson<T>(sessionToken: string, method: HttpMethod, url: string, data?: unknown): Promise<T> {
  try {
    return await apiJson<T>(method, url, data, { headers: adminHeaders(sessionToken) });
  } catch (error) {
    if (sessionEnded(error)) adminSessionEnded(sessionToken);
    throw error;
  }
}
