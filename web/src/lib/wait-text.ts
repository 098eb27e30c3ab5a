import { ApiError } from './request';

/** A wait in whole minutes, as a person reads it: "try again in 54 minutes". */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A "Retry after 3240 s (about 54 minutes)." sentence in a server message: the page says the wait its own way. */
const RETRY_SENTENCE = /\s*Retry after (\d+) ?s\b[^.]*\.?/i;

/**
 * A refusal for too many requests as a person reads it: the server's message without its raw
 * seconds, then "Please try again in N minutes." from Retry-After (or the seconds the message named).
 */
export function rateLimitText(error: unknown, message: string): string {
  const named = RETRY_SENTENCE.exec(message);
  const seconds = error instanceof ApiError && error.retryAfter !== null ? error.retryAfter : named ? Number(named[1]) : null;
  const base = message.replace(RETRY_SENTENCE, '').trim();
  if (seconds === null) return base;
  const wait = tryAgainIn(seconds);
  return `${base}${/[.!?]$/.test(base) ? '' : '.'} Please ${wait}.`;
}
