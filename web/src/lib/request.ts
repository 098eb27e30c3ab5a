/**
 * The shared request helper of the specification (section 7): every call includes credentials,
 * a JSON body and content type are sent only when a payload exists, and any non-OK response
 * becomes an error whose message is `${status}: ${bodyText || statusText}`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The response body parsed as JSON, or null when it was empty or not JSON. */
  readonly body: unknown;
  /** Seconds the server asked to wait (Retry-After), or null when it did not say. */
  readonly retryAfter: number | null;

  constructor(status: number, statusText: string, bodyText: string, retryAfter: number | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(bodyText);
    this.retryAfter = retryAfter;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Throws an ApiError when the response is not OK; leaves the body unread otherwise. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new ApiError(response.status, response.statusText, bodyText, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

/** Extra request settings: headers such as `Authorization`, and a signal to abort. */
export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends a request and returns the raw response after the OK check. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const hasPayload = data !== undefined;
  const response = await fetch(url, {
    method,
    headers: { ...(hasPayload ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasPayload ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends a request and reads the JSON answer. */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, url, data, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
