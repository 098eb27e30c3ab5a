import { apiJson } from '../../lib/request';
import { adminHeaders, adminJson } from './admin-call';

export interface SendLinkAnswer {
  success: true;
  message: string;
  email: string;
  expiresInMinutes: number;
  /** Development mode with the outbox transport only. */
  isDevMode?: boolean;
  /** The link itself, development mode only. */
  devNote?: string;
}

export interface SessionAnswer {
  success: true;
  email: string;
  sessionToken: string;
  expiresAt: string;
}

export const validateAdminEmail = (email: string) => apiJson<{ success: true; email: string }>('POST', '/api/admin/validate-email', { email });
export const sendTempLink = (email: string) => apiJson<SendLinkAnswer>('POST', '/api/admin/send-temp-link', { email });
/** With `replacing`, the caller's live session is sent and the link's session replaces it (asked first). */
export const verifyTempToken = (token: string, replacing?: string) =>
  replacing
    ? apiJson<SessionAnswer>('POST', '/api/admin/verify-temp-token', { token, replaceSession: true }, { headers: adminHeaders(replacing) })
    : apiJson<SessionAnswer>('POST', '/api/admin/verify-temp-token', { token });
export const logoutAdmin = (sessionToken: string) => apiJson<{ success: true }>('POST', '/api/admin/logout', { sessionToken });
export interface ActiveSession {
  id: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

export const listAdminSessions = (sessionToken: string) => adminJson<ActiveSession[]>(sessionToken, 'GET', '/api/admin/sessions');
export const endAdminSession = (sessionToken: string, id: string) =>
  adminJson<{ success: true; id: string }>(sessionToken, 'DELETE', `/api/admin/sessions/${encodeURIComponent(id)}`);
/** Checks a stored session: 401 when it expired or was revoked. */
export const currentAdmin = (sessionToken: string) =>
  apiJson<{ email: string; sessionId: string }>('GET', '/api/admin/session', undefined, { headers: adminHeaders(sessionToken) });
