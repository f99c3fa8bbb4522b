// The shapes of what one database's run produces: what bench.ts fills, goals.ts judges and
// output.ts prints (and the JSON report keeps).
import type { PageCursor } from "~/domain/search";
import type { ComparablesResult } from "./comparables";
import type { CompressionCost } from "./compression-cost";
import type { ExplainedRequest } from "./explain";
import type { Encoding, Measurement } from "./load";

export type RequestKey = "page1" | "search" | "deep" | "deepTyped" | "detail" | "detailMember" | "home";

export type RequestResult = {
  key: RequestKey;
  name: string;
  path: string;
  /** Asked as the bench member (signed in), not as a visitor. */
  member: boolean;
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

/**
 * One and two app processes (Node's cluster module) on the same database, page cache off; beside
 * them the control: the bare render of the same page (no database, nothing shared) as one and two
 * workers, measured in the same rounds. Its ratio is what a second process costs on this machine
 * whatever the app does; the app's ratio above it is what the app adds.
 */
export type ScaleOutResult = {
  cpus: number;
  method: string;
  /** CPU time per second without load, ms: the app as one and two processes (job queue polling, timers). */
  idleCpuMsPerSecond: { one: number | null; two: number | null };
  requests: { key: RequestKey; name: string; one: Measurement; two: Measurement; bareOne: Measurement; bareTwo: Measurement }[];
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
  /** What the load asked for (--encoding) and the Accept-Encoding header sent (null: none). */
  encoding: { option: Encoding; acceptEncoding: string | null };
  /** Each page compressed by node:zlib at the app's levels and at the defaults. */
  compression: CompressionCost[];
  deepPage: number;
  deepCursor: PageCursor;
  loadBefore: number[];
  busiestProcesses: string[];
  explain: ExplainedRequest[];
  seqScanOnJudgments: string[];
  results: RequestResult[];
  /** The comparable sales query loaded in process (scripts/bench/comparables.ts). */
  comparables: ComparablesResult | null;
  bare: BareResult | null;
  scaleOut: ScaleOutResult | null;
  goals: Goal[];
  seconds: number;
};
