// Comparable sales at scale (issue 31, docs/decisions/0051): the app's own comparablesFor, asked for
// active listings spread over the table. One listing of each place their closest group is found in
// (the state, the region, nationwide, nationwide by age alone) has its SQL explained like the
// pages' (scripts/bench/explain.ts: no Seq Scan on judgments or sale_comparables); then the query is
// loaded in process, round-robin over the listings with the load's connections, for its p50 and p95.
// What a member pays is measured over HTTP (`memberSlots`, `npm run bench -- --only=comparables`):
// the member's judgment page, which shows the similar sales, and the deal math a typing pause asks,
// round-robin over the listings that show a figure, beside a visitor's judgment page of the same
// listings (goal: each p95 within 2× of the visitor's), with the figures cache off, so every
// request pays for its comparables (the worst case: a listing's group not asked in the last minute).
import type { Database } from "~/server/db/client";
import type { Slot } from "./measure";
import type { Server } from "./servers";
import { comparablesFor, type ComparableFigures } from "~/server/queries/comparables";
import type { Prepared } from "./database";
import { percentile, type LoadOptions } from "./load";
import type { ExplainOnlyRequest } from "./value-requests";

/** The listings asked for, those whose group was found (a page shows a figure), and how many found their group where. */
export type ComparableSubjects = { ids: number[]; shown: number[]; found: Record<string, number>; explain: ExplainOnlyRequest[] };

export type ComparablesResult = {
  subjects: number;
  found: Record<string, number>;
  connections: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

const SUBJECTS = 200;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Where a listing's closest group was found, in words ("none": no group of five, or no estimated balance). */
function placeOf(figures: ComparableFigures | null): string {
  if (!figures) return "none";
  return figures.group.sizeBand === null ? "nationwide by age alone" : figures.group.geography;
}

/** Active listings with an estimate, evenly spread over the table; each asked once to see where its group is. */
export async function pickComparableSubjects(prepared: Prepared): Promise<ComparableSubjects> {
  const step = Math.max(1, Math.floor(prepared.listed / SUBJECTS));
  const rows = await prepared.raw.query<{ id: number }>(
    `select id from judgments where status = 'active' and estimated_balance_cents is not null and id % $1 = 0 order by id limit $2`,
    [step, SUBJECTS],
  );
  const ids = rows.map((row) => Number(row.id));
  const now = new Date();
  const found: Record<string, number> = {};
  const first = new Map<string, number>();
  const shown: number[] = [];
  for (const id of ids) {
    const place = placeOf(await comparablesFor(prepared.handle.db, id, now));
    found[place] = (found[place] ?? 0) + 1;
    if (!first.has(place)) first.set(place, id);
    if (place !== "none") shown.push(id);
  }
  const explain = [...first].map(([place, id]) => ({
    name: `comparable sales, found ${place} (listing ${id})`,
    explain: (db: Database) => comparablesFor(db, id, new Date()),
  }));
  return { ids, shown, found, explain };
}

/** comparablesFor loaded in process: `connections` callers round-robin over the listings, after a warm-up. */
export async function measureComparables(db: Database, subjects: ComparableSubjects, load: LoadOptions): Promise<ComparablesResult> {
  const { ids } = subjects;
  const now = new Date();
  let next = 0;
  const callers = async (seconds: number, times: number[] | null) => {
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: load.connections }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          await comparablesFor(db, ids[next++ % ids.length]!, now);
          times?.push(performance.now() - started);
        }
      }),
    );
  };
  await callers(load.warmupSeconds, null);
  const times: number[] = [];
  const started = Date.now();
  await callers(load.seconds, times);
  const seconds = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    subjects: ids.length,
    found: subjects.found,
    connections: load.connections,
    requests: times.length,
    seconds: round2(seconds),
    rps: round2(times.length / seconds),
    p50: round2(percentile(times, 50)),
    p95: round2(percentile(times, 95)),
    p99: round2(percentile(times, 99)),
  };
}

/** The URLs a member's comparables cost is measured on, beside a visitor's judgment page of the same listings. */
export const MEMBER_SLOTS = {
  visitor: "judgment page, visitor (no similar sales)",
  member: "judgment page, member (similar sales)",
  dealMath: "deal math, member ($100.00)",
  memberKept: "judgment page, member, figures kept a minute",
  dealMathKept: "deal math, member, figures kept a minute",
} as const;

/** What the deal math's callers send (the enhancement script's fetch): the API guard refuses a call without it. */
export const API_HEADERS = { "x-requested-with": "XMLHttpRequest", accept: "application/json" };

type SlotHeaders = { member: Record<string, string>; api: Record<string, string> };

/**
 * The slots, round-robin over `ids` (listings whose group has a figure), on `app` (figures cache
 * off): `visitor` a browser's headers, `member` with the member's session cookie, `api` those and
 * API_HEADERS; then the member's two on `kept`, an app with the figures cache on (the default minute).
 */
export function memberSlots(
  app: Server,
  ids: number[],
  headers: SlotHeaders & { visitor: Record<string, string> },
  kept: { server: Server; headers: SlotHeaders },
): Slot[] {
  const pages = ids.map((id) => `/judgments/${id}`);
  const dealMath = ids.map((id) => `/api/judgments/deal_math/${id}?amount=100.00`);
  return [
    { id: "visitor", label: MEMBER_SLOTS.visitor, url: app.url + pages[0], paths: pages, headers: headers.visitor, server: app },
    { id: "member", label: MEMBER_SLOTS.member, url: app.url + pages[0], paths: pages, headers: headers.member, server: app },
    { id: "dealMath", label: MEMBER_SLOTS.dealMath, url: app.url + dealMath[0], paths: dealMath, headers: headers.api, server: app },
    {
      id: "memberKept",
      label: MEMBER_SLOTS.memberKept,
      url: kept.server.url + pages[0],
      paths: pages,
      headers: kept.headers.member,
      server: kept.server,
    },
    {
      id: "dealMathKept",
      label: MEMBER_SLOTS.dealMathKept,
      url: kept.server.url + dealMath[0],
      paths: dealMath,
      headers: kept.headers.api,
      server: kept.server,
    },
  ];
}
