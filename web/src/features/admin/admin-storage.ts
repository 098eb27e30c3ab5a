/**
 * What the admin portal keeps in localStorage (specification section 3): the session token and
 * the admin's e-mail, and the address a link was sent to, until sign-in completes.
 */
const SESSION_TOKEN = 'bandwise.adminSessionToken';
const SESSION_EMAIL = 'bandwise.adminEmail';
const EMAIL_FOR_SIGN_IN = 'bandwise.emailForSignIn';

export interface StoredSession {
  sessionToken: string;
  email: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}

export function readSession(): StoredSession | null {
  const sessionToken = read(SESSION_TOKEN);
  const email = read(SESSION_EMAIL);
  return sessionToken && email ? { sessionToken, email } : null;
}

export function storeSession(session: StoredSession): void {
  write(SESSION_TOKEN, session.sessionToken);
  write(SESSION_EMAIL, session.email);
}

export function clearSession(): void {
  write(SESSION_TOKEN, null);
  write(SESSION_EMAIL, null);
}

export const rememberSignInEmail = (email: string) => write(EMAIL_FOR_SIGN_IN, email);
export const forgetSignInEmail = () => write(EMAIL_FOR_SIGN_IN, null);
