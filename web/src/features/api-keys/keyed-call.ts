import { errorStatus } from '../../lib/error-message';
import { bearer } from './api';
import { forgetBrowserKey, readBrowserKey } from './browser-key';

type AuthHeaders = Record<string, string>;

/** This browser has no API key (or the server refused the one it had): the page offers to create one. */
export class MissingBrowserKey extends Error {
  /** True when a stored key was refused (revoked or unknown) and has been dropped. */
  readonly refused: boolean;

  constructor(refused: boolean) {
    super(refused ? "The server no longer accepts this browser's API key." : 'This browser has no API key yet.');
    this.name = 'MissingBrowserKey';
    this.refused = refused;
  }
}

/**
 * Runs a call that needs a key with the browser's key. No key is ever created here: without one,
 * or when the server refuses it (401, the key is then dropped), the call fails with
 * MissingBrowserKey and the page offers the visitor to create a key.
 */
export async function withBrowserKey<T>(call: (headers: AuthHeaders) => Promise<T>): Promise<T> {
  const apiKey = readBrowserKey();
  if (!apiKey) throw new MissingBrowserKey(false);
  try {
    return await call(bearer(apiKey));
  } catch (error) {
    if (errorStatus(error) !== 401) throw error;
    forgetBrowserKey(apiKey);
    throw new MissingBrowserKey(true);
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
