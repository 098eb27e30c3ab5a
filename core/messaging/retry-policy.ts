/** Attempts per message, the first included; after the last a retryable failure becomes final. */
export const MAX_ATTEMPTS = 6;
/** The longest wait between two attempts. */
export const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/**
 * When to try again after `attempts` failed attempts: `baseMs` times 4 to the power of the
 * failures so far (1, 4, 16, 64... times), capped; null when no attempt is left. Providers that
 * are down for a minute get the message soon; a long outage is not hammered.
 */
export function nextAttemptAt(now: Date, attempts: number, baseMs: number): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const wait = Math.min(baseMs * 4 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return new Date(now.getTime() + wait);
}
