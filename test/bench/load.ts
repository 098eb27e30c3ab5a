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
