// "Needs you" (docs/decisions/0043-needs-you.md): one query per list. A member's list is one UNION
// ALL of every kind of thing waiting on them (app/domain/needs-you.ts), each row with its kind,
// listing, deadline, amount and the other member's handle, soonest deadline first, those without
// a deadline after; the navbar's count is that list's length (app/server/needs-you/member.ts). The
// administrators' queues are one UNION ALL of one aggregate row per queue: how many wait, since
// when the oldest, and how many are past the target.
//
// The member's statements are built once per database (queries/prepared.ts), the member and the
// instant as placeholders: their SQL is long, and writing it anew on each run cost more CPU than
// reading the answer.
//
// Each branch states the very condition under which the member can act, as the action itself
// checks it, so an item goes the moment it is handled (or can no longer be): an offer within its
// expiry on a live listing, a payment before its deadline (the checkout refuses after), an
// inspection window still open (the timers job completes the sale after), and so on.
import { sql, type SQL } from "drizzle-orm";
import type { AdminQueueName } from "~/config/queue-targets";
import type { MemberNeedKind, MemberNeedRow } from "~/domain/needs-you";
import type { Executor } from "~/server/db/client";
import { disputes, judgments, messages, offers, payouts, refunds, users } from "~/server/db/schema";
import { waitingOn } from "~/server/queries/dashboard/waiting-offers";
import { isOverdueSql } from "~/server/queries/deadlines";
import { enteredReviewAt, lastEnteredReviewSql } from "~/server/queries/listing-review";
import { listingFeePaidSql } from "~/server/queries/listings";
import { runPrepared } from "~/server/queries/prepared";

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The member and the instant of the member's statements: placeholders, filled at each run. */
const memberId = sql.placeholder("userId");
const instantNow = sql.placeholder("now");
const u = sql`${memberId}::integer`;
const t = sql`${instantNow}::timestamptz`;
const memberParams = (userId: number, now: Date) => ({ userId, now: now.toISOString() });

/** Every kind of thing waiting on the member at the instant, as rows of the same columns. */
function memberNeeds(): SQL {
  return sql`
    -- Offers waiting for the seller's answer (/selling's rule, waitingOn): pending, the seller's move, within their expiry, on a live listing.
    select 'offer' as kind, ${judgments.id} as judgment_id, ${judgments.title} as title, ${offers.expiresAt} as due_at,
      ${offers.updatedAt} as since, ${offers.amountCents} as amount_cents, b.handle as other_handle, 1 as n
    from ${offers} join ${judgments} on ${judgments.id} = ${offers.judgmentId} join ${users} b on b.id = ${offers.buyerId}
    where ${waitingOn(u, t)}
    union all
    -- Counter-offers waiting for the buyer: until the counter's date or the offer's own, whichever comes first.
    select 'counter', j.id, j.title, least(o.counter_expires_at, o.expires_at), o.updated_at, o.counter_cents, null, 1
    from ${offers} o join ${judgments} j on j.id = o.judgment_id
    where o.buyer_id = ${u} and j.status = 'active' and o.status = 'pending' and o.awaiting = 'buyer' and o.counter_cents is not null
      and (o.expires_at is null or o.expires_at > ${t}) and (o.counter_expires_at is null or o.counter_expires_at > ${t})
    union all
    -- The accepted buyer's payment, or the next-best buyer's answer to a sale handed over, before the deadline.
    select case when o.handed_over_at is not null and o.accepted_at is null then 'hand_over' else 'payment' end,
      j.id, j.title, j.payment_due_at, coalesce(o.accepted_at, o.handed_over_at, j.updated_at), o.amount_cents, null, 1
    from ${judgments} j left join ${offers} o on o.id = j.accepted_offer_id
    where j.buyer_id = ${u} and j.status = 'offer_accepted' and (j.payment_due_at is null or j.payment_due_at >= ${t})
    union all
    -- The buyer missed the payment window (the one overdue rule, isOverdueSql): the seller relists or hands the sale to the next-best offer.
    select 'payment_missed', ${judgments.id}, ${judgments.title}, null, ${judgments.paymentDueAt}, o.amount_cents, b.handle, 1
    from ${judgments} left join ${offers} o on o.id = ${judgments.acceptedOfferId} left join ${users} b on b.id = ${judgments.buyerId}
    where ${judgments.sellerId} = ${u} and ${isOverdueSql(t)}
    union all
    -- Paid: the seller assigns (past the deadline too: it is still theirs to do).
    select 'assignment', j.id, j.title, j.assignment_due_at, j.updated_at, null, b.handle, 1
    from ${judgments} j left join ${users} b on b.id = j.buyer_id
    where j.seller_id = ${u} and j.status = 'paid'
    union all
    -- Assigned: the buyer confirms or disputes while the inspection window is open.
    select 'inspection', j.id, j.title, j.inspection_due_at, j.updated_at, null, null, 1
    from ${judgments} j
    where j.buyer_id = ${u} and j.status = 'assigned' and (j.inspection_due_at is null or j.inspection_due_at > ${t})
    union all
    -- An open dispute the seller has not answered (or whose answer moderation rejected: they write it again).
    select 'dispute', j.id, j.title, null, d.created_at, null, b.handle, 1
    from ${disputes} d join ${judgments} j on j.id = d.judgment_id join ${users} b on b.id = d.buyer_id
    where d.seller_id = ${u} and d.resolved_at is null and j.status = 'disputed'
      and (d.seller_responded_at is null
        or (select m.status from ${messages} m where m.dispute_id = d.id and m.kind = 'dispute_answer' order by m.id desc limit 1) = 'rejected')
    union all
    -- Listings waiting for (part of) their listing fee: nobody reviews them until it is paid. One item:
    -- the listing itself when one waits, else all of them together (paid at once at /sell/fees).
    select 'listing_fee', case when count(*) = 1 then min(f.id) end, case when count(*) = 1 then min(f.title) end, null,
      min(f.since), sum(f.fee - f.paid)::bigint, null, count(*)::integer
    from (
      select ${judgments.id} as id, ${judgments.title} as title, ${judgments.listingFeeCents} as fee, ${listingFeePaidSql()} as paid,
        coalesce(${lastEnteredReviewSql()}, ${judgments.createdAt}) as since
      from ${judgments}
      where ${judgments.sellerId} = ${u} and ${judgments.status} = 'new' and ${judgments.listingFeeCents} > 0
      offset 0 -- the paid sum once per listing, not again in the condition below
    ) f
    where f.paid < f.fee
    having count(*) > 0
    union all
    -- A listing held for review because its judgment is past its limit (the last day it can be enforced or
    -- revived) and no administrator has reviewed that: the seller may add the renewal that moves the limit.
    -- (A live one goes back to review with the daily job; a hidden one waits on nobody until shown again.)
    select 'past_limit', j.id, j.title, null,
      greatest((j.enforce_limit_on + 1)::timestamp at time zone 'America/New_York', j.created_at), null, null, 1
    from ${judgments} j
    where j.seller_id = ${u} and j.status = 'new' and j.limit_reviewed_at is null
      and j.enforce_limit_on < (${t} at time zone 'America/New_York')::date
    union all
    -- Unread messages: one item, however many.
    select 'messages', null, null, null, min(m.created_at), null, null, count(*)::integer
    from ${messages} m
    where m.recipient_id = ${u} and m.status = 'approved' and m.kind = 'message' and m.is_read = false
    having count(*) > 0`;
}

const instant = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The member's list, the soonest deadline first (overdue ones first of all), those without one after, oldest first. */
export async function listMemberNeeds(db: Executor, userId: number, now: Date, limit: number): Promise<MemberNeedRow[]> {
  const rows = await runPrepared(
    db,
    "needs-you:list",
    () =>
      db
        .select({
          kind: sql<string>`kind`,
          judgmentId: sql<number | null>`judgment_id`,
          title: sql<string | null>`title`,
          dueAt: sql<string | Date | null>`due_at`,
          since: sql<string | Date>`since`,
          amountCents: sql<string | number | null>`amount_cents`,
          otherHandle: sql<string | null>`other_handle`,
          count: sql<string | number>`n`,
        })
        .from(sql`(${memberNeeds()}) as needs`)
        .orderBy(sql`due_at asc nulls last, since asc, kind, judgment_id`)
        .limit(sql.placeholder("limit")),
    { ...memberParams(userId, now), limit },
  );
  return rows.map((r) => ({
    kind: r.kind as MemberNeedKind,
    judgmentId: r.judgmentId === null ? null : Number(r.judgmentId),
    title: r.title,
    dueAt: instant(r.dueAt),
    since: new Date(r.since),
    amountCents: r.amountCents === null ? null : Number(r.amountCents),
    otherHandle: r.otherHandle,
    count: Number(r.count),
  }));
}

/** How many things wait on the member: the list's length (unread messages one item), for a list longer than it shows. */
export async function countMemberNeeds(db: Executor, userId: number, now: Date): Promise<number> {
  const [row] = await runPrepared(
    db,
    "needs-you:count",
    () => db.select({ n: sql<string | number>`count(*)` }).from(sql`(${memberNeeds()}) as needs`),
    memberParams(userId, now),
  );
  return Number(row?.n ?? 0);
}

/** One administrators' queue: how many wait, since when the oldest, how many are past the target, how many are held elsewhere. */
export type AdminQueueRow = {
  queue: AdminQueueName;
  total: number;
  oldest: Date | null;
  missed: number;
  held: number;
  /** How many (of `total`) have waited how long: one count per band of app/domain/waiting-ages.ts, youngest first. */
  byAge: number[];
};

/**
 * The counts by age band of the items whose arrival is `since` (among those `where` keeps): the
 * cutoffs part the bands, youngest first. A band holds its lower age and not its upper one: an item
 * that arrived exactly at a cutoff (exactly a day ago) is in the older band (1–2 days).
 */
function byAgeSql(since: SQL, cutoffs: readonly Date[], where: SQL = sql`true`): SQL {
  const bounds = [null, ...cutoffs, null];
  const bands = bounds.slice(0, -1).map((newer, i) => {
    const older = bounds[i + 1];
    const conditions = [where, ...(newer ? [sql`${since} <= ${at(newer)}`] : []), ...(older ? [sql`${since} > ${at(older)}`] : [])];
    return sql`count(*) filter (where ${sql.join(conditions, sql` and `)})`;
  });
  return sql`array[${sql.join(bands, sql`, `)}]`;
}

/**
 * Every administrators' queue in one statement. `lateBefore`: per queue, the instant an item's key
 * must be before to be past its target (its arrival for a target counted from it; for the
 * assignments, whose target is each sale's own deadline, now: the deadline is the key).
 * Listings waiting for their listing fee cannot be reviewed yet: counted apart (`held`).
 * `ageCutoffs` (waitingAgeCutoffs): the instants that part the age bands of `byAge`.
 */
export async function listAdminQueues(
  db: Executor,
  lateBefore: Record<AdminQueueName, Date>,
  ageCutoffs: readonly Date[] = [],
): Promise<AdminQueueRow[]> {
  const result = await db.execute(sql`
    select 'listings' as queue, count(*) filter (where not l.fee_due) as total, min(l.since) filter (where not l.fee_due) as oldest,
      count(*) filter (where not l.fee_due and l.since < ${at(lateBefore.listings)}) as missed, count(*) filter (where l.fee_due) as held,
      ${byAgeSql(sql`l.since`, ageCutoffs, sql`not l.fee_due`)} as by_age
    from (
      select ${enteredReviewAt} as since,
        (${judgments.listingFeeCents} > 0 and ${listingFeePaidSql()} < ${judgments.listingFeeCents}) as fee_due
      -- Portfolios too: the review list shows them on their own card (docs/decisions/0055).
      from ${judgments} where ${judgments.status} = 'new'
    ) l
    union all
    select 'messages', count(*), min(m.created_at), count(*) filter (where m.created_at < ${at(lateBefore.messages)}), 0,
      ${byAgeSql(sql`m.created_at`, ageCutoffs)}
    from ${messages} m where m.status = 'pending'
    union all
    select 'assignments', count(*), min(a.since), count(*) filter (where a.due < ${at(lateBefore.assignments)}), 0,
      ${byAgeSql(sql`a.since`, ageCutoffs)}
    from (
      select coalesce(case when j.status = 'assigned' then j.seller_transferred_at end, p.created_at, j.updated_at) as since,
        case when j.status = 'paid' then j.assignment_due_at else j.inspection_due_at end as due
      from ${judgments} j left join ${payouts} p on p.judgment_id = j.id and p.status <> 'cancelled'
      where j.status in ('paid', 'assigned')
    ) a
    union all
    select 'disputes', count(*), min(d.created_at), count(*) filter (where d.created_at < ${at(lateBefore.disputes)}), 0,
      ${byAgeSql(sql`d.created_at`, ageCutoffs)}
    from ${disputes} d where d.resolved_at is null
    union all
    select 'refunds', count(*), min(r.created_at), count(*) filter (where r.created_at < ${at(lateBefore.refunds)}), 0,
      ${byAgeSql(sql`r.created_at`, ageCutoffs)}
    from ${refunds} r where r.status = 'pending'`);
  type Row = {
    queue: string;
    total: string | number;
    oldest: string | Date | null;
    missed: string | number;
    held: string | number;
    by_age: (string | number)[] | string;
  };
  return rowsOf<Row>(result).map((r) => ({
    queue: r.queue as AdminQueueName,
    total: Number(r.total),
    oldest: instant(r.oldest),
    missed: Number(r.missed),
    held: Number(r.held),
    byAge: bigintArray(r.by_age),
  }));
}

/** A bigint[] as the driver gives it: an array (node-postgres, PGlite) or its text form '{1,0,2}'. */
function bigintArray(value: (string | number)[] | string): number[] {
  const items =
    typeof value === "string"
      ? value
          .replace(/^\{|\}$/g, "")
          .split(",")
          .filter(Boolean)
      : value;
  return items.map(Number);
}
