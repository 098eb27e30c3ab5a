import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one endpoint and returns the figures the benchmark prints. */
export async function load(name: string, opts: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: 50, duration: 10, ...opts });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One run kept raw (its latency histogram encoded), so runs of one endpoint can be merged. */
export interface RawRun {
  latencies: string;
  totalCompletedRequests: number;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Runs autocannon against one endpoint and keeps the raw result for `merged`. */
export async function rawLoad(opts: autocannon.Options): Promise<RawRun> {
  return (await autocannon({ connections: 50, duration: 10, ...opts, skipAggregateResult: true })) as unknown as RawRun;
}

type Aggregate = (runs: RawRun[], opts: { url: string; connections: number }) => autocannon.Result;

/**
 * Runs of one endpoint taken apart in time (in alternation with other endpoints, so the drift of
 * a shared machine weighs on all alike) as one row: every request over all their seconds, and the
 * latency percentiles of all their requests together (autocannon's own aggregateResult merges
 * the histograms), as one run as long as all of them would report.
 */
export function merged(name: string, url: string, runs: RawRun[]): LoadFigures {
  const all = (autocannon as unknown as { aggregateResult: Aggregate }).aggregateResult(runs, { url, connections: 50 });
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  return {
    name,
    requestsPerSecond: Math.round(runs.reduce((sum, r) => sum + r.totalCompletedRequests, 0) / seconds),
    p50: all.latency.p50,
    p99: all.latency.p99,
    errors: all.errors + all.timeouts,
    non2xx: all.non2xx,
  };
}
