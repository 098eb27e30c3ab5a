import type { DomainError } from './domain-error';

/** A value or a domain error: use cases return this instead of throwing, so every front door maps failures the same way. */
export type Result<T, E = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E = DomainError>(error: E): Result<never, E> => ({ ok: false, error });
