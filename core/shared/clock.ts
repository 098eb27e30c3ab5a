/** Time comes through a port so the core stays deterministic under test. */
export interface Clock {
  now(): Date;
}

/** Identifiers come through a port for the same reason. */
export interface RandomSource {
  uuid(): string;
  /** `bytes` cryptographically random bytes as base64url, for keys and tokens. */
  token(bytes: number): string;
}

export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });
