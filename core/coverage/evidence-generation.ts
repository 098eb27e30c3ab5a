import type { Clock } from '../shared/clock';
import type { AnswerCache } from './coverage-ports';

const KEY = 'coverage:evidence-generation';
/** Longer than any cached analysis lives: when the mark itself expires, those answers are gone too. */
const TTL_SECONDS = 7 * 86_400;

/**
 * A mark that changes whenever coverage evidence is written (an issue report, an import). Cached
 * analyses are keyed by it, so an answer made before a visitor's report is not served after it.
 * It lives in the answer cache, so every server sharing that cache sees the same mark.
 */
export class EvidenceGeneration {
  private written = 0;

  constructor(
    private readonly cache: AnswerCache,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<string> {
    return (await this.cache.get(KEY)) ?? '0';
  }

  async bump(): Promise<void> {
    this.written += 1;
    await this.cache.set(KEY, `${this.clock.now().getTime()}.${this.written}`, TTL_SECONDS);
  }
}
