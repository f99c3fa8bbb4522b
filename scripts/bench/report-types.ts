// The shapes of what one database's run produces: what bench.ts fills, goals.ts judges and
// output.ts prints (and the JSON report keeps).
import type { PageCursor } from "~/domain/search";
import type { ExplainedRequest } from "./explain";
import type { Measurement } from "./load";

export type RequestKey = "page1" | "search" | "deep" | "deepTyped" | "detail" | "home";

export type RequestResult = {
  key: RequestKey;
  name: string;
  path: string;
  htmlBytes: number;
  showing: string | null;
  /** The app with the page cache off (PAGE_CACHE_SECONDS=0): the main figures. */
  app: Measurement;
  static: Measurement;
  /** The app with its default page cache (5 s), for the URLs it caches and the bench measures so. */
  cached: Measurement | null;
  appToStaticRps: number;
};

/** P2: the app beside a bare render of the same page with the same data (scripts/bench/bare-render.ts). */
export type BareResult = {
  path: string;
  appHtmlBytes: number;
  bareHtmlBytes: number;
  app: Measurement;
  bare: Measurement;
};

/** One and two app processes (Node's cluster module) on the same database, page cache off. */
export type ScaleOutResult = {
  cpus: number;
  method: string;
  requests: { key: RequestKey; name: string; one: Measurement; two: Measurement }[];
};

export type Goal = { name: string; value: number | string; limit: string; pass: boolean; informational?: boolean };

export type DatabaseReport = {
  kind: "postgres" | "pglite";
  database: string;
  judgments: number;
  listed: number;
  reused: boolean;
  addedRows: number;
  seedSeconds: number;
  vacuumSeconds: number;
  searchMatches: number;
  deepPage: number;
  deepCursor: PageCursor;
  loadBefore: number[];
  busiestProcesses: string[];
  explain: ExplainedRequest[];
  seqScanOnJudgments: string[];
  results: RequestResult[];
  bare: BareResult | null;
  scaleOut: ScaleOutResult | null;
  goals: Goal[];
  seconds: number;
};
