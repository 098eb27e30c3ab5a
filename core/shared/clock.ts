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

const DAY_MS = 86_400_000;

/**
 * The UTC day of a time as YYYY-MM-DD, worked out again only when a time falls outside the day
 * last asked about (formatting the date on every check was about 1.5% of its server time).
 */
export class UtcDay {
  private start = 0;
  private end = 0;
  private text = '';

  of(time: Date): string {
    const t = time.getTime();
    if (t < this.start || t >= this.end) {
      this.start = Math.floor(t / DAY_MS) * DAY_MS;
      this.end = this.start + DAY_MS;
      this.text = time.toISOString().slice(0, 10);
    }
    return this.text;
  }
}
