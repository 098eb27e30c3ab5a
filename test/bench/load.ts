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

/**
 * Two runs of one endpoint as one row: the mean rate, the worse p50 and p99, errors added up. Used
 * for measures taken in alternation (A B B A), so the slow drift of a long run weighs on both alike.
 */
export function combined(name: string, a: LoadFigures, b: LoadFigures): LoadFigures {
  return {
    name,
    requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
  };
}
