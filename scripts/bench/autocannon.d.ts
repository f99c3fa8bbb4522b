// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn; setupRequest may change a request (its path) just before it is sent. */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  };
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  };
  type Instance = PromiseLike<Result> & {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
    stop(): void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
