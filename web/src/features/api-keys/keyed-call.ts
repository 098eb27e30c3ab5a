import { errorStatus } from '../../lib/error-message';
import { bearer } from './api';
import { ensureBrowserKey, forgetBrowserKey, readBrowserKey } from './browser-key';

type AuthHeaders = Record<string, string>;

/**
 * Runs a call that needs a key with the browser's key (generated on first use). A 401 means the
 * key was revoked: it is dropped, a fresh one is obtained and the call is tried once more.
 */
export async function withBrowserKey<T>(call: (headers: AuthHeaders) => Promise<T>): Promise<T> {
  const apiKey = await ensureBrowserKey();
  try {
    return await call(bearer(apiKey));
  } catch (error) {
    if (errorStatus(error) !== 401) throw error;
    forgetBrowserKey(apiKey);
    return call(bearer(await ensureBrowserKey()));
  }
}

/**
 * Runs a call that works without a key, sending the stored key when there is one (no key is
 * generated for it). A 401 drops the revoked key and the call is retried once without it.
 */
export async function withStoredKey<T>(call: (headers: AuthHeaders) => Promise<T>): Promise<T> {
  const apiKey = readBrowserKey();
  if (!apiKey) return call({});
  try {
    return await call(bearer(apiKey));
  } catch (error) {
    if (errorStatus(error) !== 401) throw error;
    forgetBrowserKey(apiKey);
    return call({});
  }
}
