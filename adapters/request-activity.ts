/** How long the server must have had no work in flight before background work goes on. */
const QUIET_MS = 250;
const POLL_MS = 50;

/**
 * Counts the work someone is waiting for (requests being served, a bulk job being checked), so
 * background work (voice guide prewarming) can step aside meanwhile. The HTTP layer reports each
 * request's start and end, the bulk worker each job's; a process that serves nothing (the CLI)
 * is always quiet.
 */
export class RequestActivity {
  private inFlight = 0;
  private lastEnd = 0;

  begin(): void {
    this.inFlight++;
  }

  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.lastEnd = Date.now();
  }

  get quiet(): boolean {
    return this.inFlight === 0 && Date.now() - this.lastEnd >= QUIET_MS;
  }

  /** Resolves once no request has been in flight for a quarter of a second. */
  async whenQuiet(): Promise<void> {
    while (!this.quiet) await new Promise((resolve) => setTimeout(resolve, POLL_MS).unref());
  }
}
