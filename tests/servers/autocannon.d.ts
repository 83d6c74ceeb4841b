/** The part of autocannon's programmatic API the load test uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    connections: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
