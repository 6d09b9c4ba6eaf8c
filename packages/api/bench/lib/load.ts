import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request of a load run: method, path, headers, JSON body; a label to group timings. */
export interface BenchRequest {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadResult {
  /** Milliseconds per request, in completion order. */
  timings: number[];
  byLabel: Map<string, number[]>;
  errors: number;
  seconds: number;
}

/**
 * Closed-loop load: `connections` clients, each sending its next request as soon as the last
 * answer is read (keep-alive, one socket each), until `requests` have completed. Latency is
 * measured from sending to the end of the body, as a browser would see it.
 */
export async function runLoad(options: {
  origin: string;
  connections: number;
  requests: number;
  next: (index: number) => BenchRequest;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const timings: number[] = [];
  const byLabel = new Map<string, number[]>();
  let errors = 0;
  let issued = 0;
  const started = performance.now();

  const once = (request: BenchRequest) =>
    new Promise<number>((resolve, reject) => {
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const url = new URL(request.path, options.origin);
      const begin = performance.now();
      const req = http.request(
        url,
        {
          method: request.method,
          agent,
          headers: {
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json', origin: options.origin } : {}),
            ...request.headers,
          },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if ((res.statusCode ?? 500) >= 400) errors += 1;
            resolve(performance.now() - begin);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const client = async () => {
    while (issued < options.requests) {
      const request = options.next(issued);
      issued += 1;
      const ms = await once(request);
      timings.push(ms);
      const list = byLabel.get(request.label) ?? [];
      list.push(ms);
      byLabel.set(request.label, list);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  agent.destroy();
  return { timings, byLabel, errors, seconds: (performance.now() - started) / 1000 };
}

/** The p-th percentile (nearest rank) of some timings. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
