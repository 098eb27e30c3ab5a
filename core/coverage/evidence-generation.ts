import type { Clock } from '../shared/clock';
import type { AnswerCache } from './coverage-ports';

const KEY = 'coverage:evidence-generation';
/** Longer than any cached analysis lives: when the mark itself expires, those answers are gone too. */
const TTL_SECONDS = 7 * 86_400;

/**
 * What the evidence store itself says has been written, by any process (the CLI's import, another
 * server): a short text that changes when a report, an outage or a tower is added. Reading it
 * must be cheap, since every analysis does.
 */
export interface StoredEvidenceMark {
  current(): Promise<string>;
}

/**
 * A mark that changes whenever coverage evidence is written (an issue report, an import). Cached
 * analyses are keyed by it, so an answer made before a visitor's report is not served after it.
 * It joins a mark bumped by this process's writes, kept in the answer cache (so every server
 * sharing that cache sees it, changed rows included), with the store's own mark, which sees rows
 * added by processes that share only the database.
 */
export class EvidenceGeneration {
  private written = 0;

  constructor(
    private readonly cache: AnswerCache,
    private readonly clock: Clock,
    private readonly stored: StoredEvidenceMark | null = null,
  ) {}

  async current(): Promise<string> {
    const [bumped, stored] = await Promise.all([this.cache.get(KEY), this.stored?.current() ?? '']);
    return `${bumped ?? '0'}${stored ? `-${stored}` : ''}`;
  }

  async bump(): Promise<void> {
    this.written += 1;
    await this.cache.set(KEY, `${this.clock.now().getTime()}.${this.written}`, TTL_SECONDS);
  }
}
