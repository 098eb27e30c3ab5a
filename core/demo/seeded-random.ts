/**
 * A small deterministic pseudo-random generator (mulberry32). The demo set is drawn from it with a
 * fixed seed, so every run of `bandwise seed --demo` makes the same searches, reports and usage
 * (relative to the time it runs); it is not for secrets, which come from the RandomSource port.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min));
  }

  /** `count` decimal digits, as text. */
  digits(count: number): string {
    return Array.from({ length: count }, () => String(this.int(0, 10))).join('');
  }

  /** One item, each as likely as its weight. */
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    let left = this.next() * total;
    for (const item of items) {
      left -= item.weight;
      if (left < 0) return item;
    }
    return items[items.length - 1];
  }
}
