import { ApiError } from './request';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The JSON body of a failed call, when the server sent one. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  return error instanceof ApiError && isRecord(error.body) ? error.body : null;
}

/**
 * The message to show a person: the server's `error` (or `message`) field when present,
 * otherwise the given fallback. Raw status lines are never shown in a toast.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  const body = errorBody(error);
  for (const key of ['error', 'message'] as const) {
    const value = body?.[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return fallback;
}

/** The HTTP status of a failed call, or null for network failures and other errors. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
