// Bulk judgments for the benchmark, generated inside the database by one INSERT … SELECT over
// generate_series: about 50 times faster than building rows in JavaScript (seedExtraJudgments),
// which matters at a million rows. The shapes follow app/server/seed/demo.ts (seedExtraJudgments):
// - status: 4% new (never listed), 2% hidden, 2% cancelled (half of them had gone live), 92% active;
// - county: 60% one of the big metro counties, 40% any county; the state follows the county;
// - amount skewed toward small claims (median ~$5,000, tail to $2,000,000), 40% with cents;
// - asking price 5%–60% of the amount in whole dollars, weighted toward the lower shares;
// - created up to 540 days ago (new ones: the last 10 days), listed 2–40 hours after creation;
// - awarded between 12 years ago and two weeks before creation;
// - featured in-state 1%, nationwide 0.2% (active only), highlighted 10%, emboldened 12%;
// - titles and descriptions from the same kinds of phrases, so trigram indexes see similar text;
// - collectability facts (issue 17) each stated for half to three quarters of the listings, in the
//   shares of app/server/seed/demo-facts.ts: litigated about 20%, debtor owns real estate about 27%,
//   debtor had an attorney about 20% (mostly the litigated ones);
// - values as the app stores them (rules version, estimated balance and its share, deadlines),
//   approximated per state: a rate of 4–10% simple; a next deadline 7, 10 or 20 years after entry
//   (10 in California, Texas, New York and Florida), a term later for 60% of those past it (renewed);
//   no estimate in the low-confidence states or for 30% of the rest; no deadline where the life is
//   low-confidence. About 10% of listings come out near or past a deadline.
// - sold listings on top (bulkJudgmentsSql's `sold`, 4% of the listings, as in the demo), with their
//   accepted offers and their records for comparable sales (bulkSalesSql, issue 31).
// Runs unchanged on PostgreSQL 15+ and PGlite. random() is seeded per session by the caller
// (setseed), so a run is repeatable. Every subquery below has volatile columns, which PostgreSQL
// never flattens into its parent, so each random() is drawn once per row.
import { BUSINESSES, CLAIMS, DEBTOR_FACTS, INDIVIDUALS, PROCEDURE, UNPAID_THINGS } from "~/server/seed/vocabulary";

const ASSETS = [
  "The debtor owns a single-family home that appears to carry substantial equity.",
  "The debtor is employed full time; wages have not been garnished yet.",
  "The business still operates from the same address and has two commercial vehicles titled in its name.",
  "A bank levy recovered a small partial payment; the balance remains unpaid.",
  "No assets located yet; a skip trace and debtor examination are recommended.",
  "The debtor recently refinanced a rental property, per county records.",
  "The principal of the company personally guaranteed the debt and is named in the judgment.",
];
const STATUS_NOTES = [
  "Post-judgment interest accrues at the statutory rate.",
  "The judgment is recorded as a lien in the county.",
  "The judgment was renewed and remains enforceable for years to come.",
  "Certified copies and the abstract of judgment are available to a serious buyer.",
  "The seller will cooperate with the substitution of plaintiff and sign the assignment promptly.",
  "Accrued interest and costs are not included in the amount shown.",
];
const COURTS = ["District Court", "Circuit Court", "Superior Court", "County Court", "Municipal Court"];

/** The metro counties of the demo seed (FIPS codes); those missing from `counties` are ignored. */
const METRO_FIPS = [
  6037, 17031, 48201, 4013, 6073, 6059, 12086, 48113, 36047, 36081, 32003, 53033, 48439, 48029, 12011, 6085, 26163, 6001, 36061, 25025,
  42101, 6067, 12099, 12057, 12095, 39049, 39035, 42003, 48453, 13121, 37119, 27053, 49035, 8031, 41051, 18097, 47037, 47157, 21111, 24510,
  11001, 22071, 29095, 29510, 55079, 15003, 35001, 4019, 40109, 12031, 34013, 34003, 36029, 44007, 2020, 19153, 31055, 5119, 1073, 28049,
  45079, 37183, 51059, 16001, 32031, 48141, 48085, 72127, 9003,
];

/** The stored columns of the facts and values, in the order factValues() writes them. */
const FACT_COLUMNS = [
  "court_type",
  "debt_type",
  "litigation",
  "debtor_type",
  "debtor_real_estate",
  "debtor_employed",
  "debtor_bank_account",
  "debtor_vehicles",
  "debtor_attorney",
  "rules_version",
  "estimated_balance_cents",
  "balance_as_of",
  "balance_share_bps",
  "enforce_deadline_on",
  "enforce_limit_on",
] as const;

/** States whose interest research is low confidence: no estimated balance (as the app decides). */
const NO_BALANCE_STATES = ["OR", "WA", "WY"];
/** States whose judgment-life research is low confidence: no deadline. */
const NO_CLOCK_STATES = ["AK", "MA", "NH", "NJ", "NC", "OH", "RI", "UT", "WV", "WI", "WA", "WY"];
const stateList = (codes: readonly string[]) => codes.map((code) => `'${code}'`).join(", ");

/**
 * The first level of a listing's facts: select-list items from a row with amount_cents, each fact
 * drawn once per row (the caller's subquery has volatile columns, so it is never flattened), and
 * the draws the values use.
 */
function factDraws(): string {
  return `
    case when random() < 0.75 then case when random() < (case when amount_cents < 1000000 then 0.7 else 0.4 end) then 'individual' else 'business' end end as debtor_type,
    case when random() < 0.7 then case when random() < 0.92 then 'state' else 'federal' end end as court_type,
    case when random() < 0.65 then case when random() < 0.3 then 'litigated' else 'default' end end as litigation,
    case when random() < 0.5 then random() < 0.52 end as debtor_real_estate,
    case when random() < 0.5 then random() < 0.65 end as debtor_employed,
    case when random() < 0.45 then random() < 0.6 end as debtor_bank_account,
    case when random() < 0.4 then random() < 0.6 end as debtor_vehicles,
    random() as r_attorney, random() as r_attorney_yes,
    random() as r_debt, random() as r_debt_kind, random() as r_estimate, random() as r_renewed`;
}

/**
 * The second level: FACT_COLUMNS's values in their order, from factDraws()'s columns and the row's
 * amount_cents, price_cents, date_awarded, state_id, state_abbreviation and t0 (now).
 */
function factValues(): string[] {
  const rate = `(4 + state_id % 7)`;
  const days = `(t0::date - date_awarded)`;
  const balance = `case when state_abbreviation not in (${stateList(NO_BALANCE_STATES)}) and r_estimate >= 0.3
    then round(amount_cents * (1 + ${rate} / 100.0 * ${days} / 365.0))::bigint end`;
  // The big states as their next deadline runs (a renewal, a writ or a lien's re-recording); the rest by id.
  const life = `make_interval(years => case state_abbreviation when 'CA' then 10 when 'TX' then 10 when 'NY' then 10 when 'FL' then 10
    when 'IL' then 7 else case state_id % 3 when 0 then 20 when 1 then 10 else 7 end end)`;
  const deadline = `case when state_abbreviation not in (${stateList(NO_CLOCK_STATES)}) then
    (case when date_awarded + ${life} < t0::date and r_renewed < 0.6 then date_awarded + ${life} + ${life} else date_awarded + ${life} end)::date end`;
  const debtType = `case when r_debt < 0.7 then
      case when debtor_type = 'individual' and r_debt_kind < 0.6 then (case when r_debt_kind < 0.51 then 'consumer' else 'medical' end)
           else (case when r_debt_kind < 0.85 then 'commercial' else 'other' end) end
    end`;
  const values: Record<(typeof FACT_COLUMNS)[number], string> = {
    court_type: "court_type",
    debt_type: debtType,
    litigation: "litigation",
    debtor_type: "debtor_type",
    debtor_real_estate: "debtor_real_estate",
    debtor_employed: "debtor_employed",
    debtor_bank_account: "debtor_bank_account",
    debtor_vehicles: "debtor_vehicles",
    // As the demo draws it (demo-facts.ts): rarely for a default judgment's debtor, usually for a litigated one's.
    debtor_attorney: `case when litigation = 'default' then case when r_attorney < 0.6 then r_attorney_yes < 0.05 end
      when litigation = 'litigated' then case when r_attorney < 0.75 then r_attorney_yes < 0.85 end
      else case when r_attorney < 0.35 then r_attorney_yes < 0.4 end end`,
    rules_version: "(select max(version) from judgment_rule_versions)",
    estimated_balance_cents: balance,
    balance_as_of: `case when ${balance} is not null then t0::date end`,
    balance_share_bps: `(price_cents * 10000 / nullif(${balance}, 0))::int`,
    enforce_deadline_on: deadline,
    enforce_limit_on: deadline,
  };
  return FACT_COLUMNS.map((column) => values[column]);
}

/**
 * Gives the judgments whose values were never computed (bulk rows seeded before the facts existed)
 * facts and values as bulkJudgmentsSql draws them: one UPDATE, so a reused benchmark database needs
 * no rebuild, and the app does not compute a million values when it starts.
 */
export function backfillFactsSql(): string {
  return `
update judgments j set ${FACT_COLUMNS.map((column) => `${column} = v.${column}`).join(", ")}
from (
  select id, ${factValues()
    .map((item, i) => `${item} as ${FACT_COLUMNS[i]}`)
    .join(",\n    ")}
  from (
    select b.*, ${factDraws()}
    from (
      select j.id, j.amount_cents, j.price_cents, j.date_awarded, j.state_id, s.abbreviation as state_abbreviation, now() as t0
      from judgments j join states s on s.id = j.state_id
      where j.rules_version is null
    ) as b
  ) as l
) as v
where j.id = v.id`;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(literal).join(", ")}]::text[]`;
/** One element of a literal array, chosen at random per row. */
const pick = (items: readonly string[]) => `(${textArray(items)})[1 + floor(random() * ${items.length})::int]`;

/**
 * INSERT … SELECT of `count` judgments owned by the given sellers (user ids), dated relative to the
 * database's now(). One SQL statement without parameters.
 */
export function bulkJudgmentsSql(count: number, sellerIds: readonly number[], options: { sold?: boolean } = {}): string {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error("count must be a positive integer");
  // Sold listings (bulkSalesSql gives them their sales): listed between 30 and 540 days ago.
  const status = options.sold
    ? "'sold'"
    : "case when l0.r_status < 0.04 then 'new' when l0.r_status < 0.06 then 'hidden' when l0.r_status < 0.08 then 'cancelled' else 'active' end";
  const created = options.sold
    ? "l0.t0 - interval '30 days' - interval '510 days' * random()"
    : `case when l0.r_status < 0.04 then l0.t0 - interval '10 days' * random()
             else l0.t0 - interval '3 days' - interval '537 days' * random() end`;
  if (sellerIds.length === 0 || !sellerIds.every(Number.isSafeInteger)) throw new Error("sellerIds must be integers");
  const sellers = `array[${sellerIds.join(", ")}]::int[]`;
  return `
insert into judgments (
  seller_id, title, description, amount_cents, price_cents, buy_now_cents, state_id, county_id,
  casenum, courthouse, date_awarded, privacy, offers_visibility, status, highlight_listing,
  embolden_listing, featured_state, featured_nationwide, listing_fee_cents, reviewed_at, approved_at,
  listed_at, cancelled_at, views_count, created_at, updated_at, ${FACT_COLUMNS.join(", ")})
select
  seller_id, title, description, amount_cents, price_cents,
  case when random() < 0.35 then price_cents end,
  state_id, county_id,
  case
    when amount_cents < 1000000 and random() < 0.4 then to_char(date_awarded, 'YY') || '-SC-' || lpad(floor(random() * 100000)::int::text, 5, '0')
    else to_char(date_awarded, 'YYYY') || '-CV-' || lpad(floor(random() * 100000)::int::text, 5, '0')
  end,
  case when random() < 0.25 then null else county_name || ' ' || ${pick(COURTS)} end,
  date_awarded,
  case when random() < 0.85 then 'public' else 'private' end,
  case when random() < 0.5 then 'all' else 'owner' end,
  status,
  random() < 0.10,
  random() < 0.12,
  status = 'active' and random() < 0.010,
  status = 'active' and random() < 0.002,
  case when share_bps >= 5000 then 5000 when share_bps >= 3500 then 3500 when share_bps >= 2500 then 2000 else 0 end,
  listed_at, listed_at, listed_at,
  cancelled_at,
  case when listed_at is null then 0
       else floor(random() * 11)::int + floor(extract(epoch from (t0 - listed_at)) / 86400 * random())::int end,
  created_at,
  coalesce(cancelled_at, hidden_at, listed_at, created_at),
  ${factValues().join(",\n  ")}
from (
  select l2.*, ${factDraws()},
    price_cents * 10000 / amount_cents as share_bps,
    case when status = 'cancelled' then coalesce(listed_at, created_at) + (t0 - coalesce(listed_at, created_at)) * random() end as cancelled_at,
    case when status = 'hidden' then listed_at + (t0 - listed_at) * random() end as hidden_at
  from (
    select l1.*,
      least(greatest(round(amount_cents * (0.05 + 0.55 * power(random(), 1.6)) / 100) * 100, ceil(amount_cents * 0.05 / 100) * 100),
            floor(amount_cents * 0.6 / 100) * 100)::bigint as price_cents,
      case when status <> 'new' and (status <> 'cancelled' or random() < 0.5)
           then least(created_at + interval '2 hours' + interval '38 hours' * random(), t0 - interval '1 hour') end as listed_at,
      (t0 - interval '4383 days' + ((created_at - interval '14 days') - (t0 - interval '4383 days')) * random())::date as date_awarded,
      case
        when amount_cents < 1000000 and random() < 0.35
          then 'Small claims judgment against ' || (case when county_name ~ '^[AEIOU]' then 'an ' else 'a ' end) || county_name || ' ' || ${pick(INDIVIDUALS)}
        else case floor(random() * 5)::int
          when 0 then ${pick(CLAIMS)} || ' judgment against ' || (case when county_name ~ '^[AEIOU]' then 'an ' else 'a ' end) || county_name || ' ' || ${pick(BUSINESSES)}
          when 1 then 'Unpaid ' || ${pick(UNPAID_THINGS)} || ' — ' || county_name || ' ' || ${pick(BUSINESSES)}
          when 2 then 'Default judgment: ' || county_name || ' ' || ${pick(BUSINESSES)} || ' owes for ' || ${pick(UNPAID_THINGS)}
          when 3 then county_name || ' ' || ${pick(BUSINESSES)} || ' — ' || lower(${pick(CLAIMS)}) || ' judgment'
          else ${pick(CLAIMS)} || ' judgment, ' || county_name || ', ' || state_abbreviation || ' — ' || ${pick(DEBTOR_FACTS)}
        end
      end as title,
      case
        when random() < 0.08 then null
        else ${pick(PROCEDURE)}
          || case when random() < 0.67 then ' ' || ${pick(ASSETS)} else '' end
          || case when random() < 0.33 then ' ' || ${pick(STATUS_NOTES)} else '' end
      end as description
    from (
      select l0.seller_id, l0.county_id, l0.t0, c.name as county_name, c.state_id, s.abbreviation as state_abbreviation,
        ${status} as status,
        least(200000000, greatest(150000, case
          when random() < 0.4 then round(1500 * power(2000000 / 1500.0, power(l0.r_amount, 2.5)) * 100)
          else round(1500 * power(2000000 / 1500.0, power(l0.r_amount, 2.5))) * 100 end))::bigint as amount_cents,
        ${created} as created_at
      from (
        select n, p.t0,
          case when random() < 0.6 then p.metros[1 + floor(random() * array_length(p.metros, 1))::int]
               else p.all_counties[1 + floor(random() * array_length(p.all_counties, 1))::int] end as county_id,
          p.sellers[1 + floor(random() * array_length(p.sellers, 1))::int] as seller_id,
          random() as r_status,
          random() as r_amount
        from generate_series(1, ${count}) as n
        cross join (
          select now() as t0,
            (select array_agg(id order by id) from counties) as all_counties,
            coalesce((select array_agg(id order by id) from counties where id = any(array[${METRO_FIPS.join(", ")}]::int[])),
                     (select array_agg(id order by id) from counties)) as metros,
            ${sellers} as sellers
        ) as p
      ) as l0
      join counties c on c.id = l0.county_id
      join states s on s.id = c.state_id
    ) as l1
  ) as l2
) as l3`;
}

/**
 * The sales of the bulk sold listings (issue 31, docs/decisions/0051), as the app leaves them: an
 * accepted offer of 70–100% of the asking price from one of `buyerIds` (not the seller), accepted
 * 1–31 days after listing, the listing sold a week later (the debtor's attorney stated for about
 * half); then each sale's record for comparable sales, paid six hours after acceptance: the balance
 * that day approximated as factValues() does (no record where it has none), the bands as
 * app/domain/comparables/bands.ts draws them (ageBandOf, sizeBandOf; database.ts checks a sample
 * against them), the region of `regionByCode` (the states with a census region). Two statements,
 * each doing nothing once done.
 */
export function bulkSalesSql(buyerIds: readonly number[], regionByCode: Readonly<Record<string, string>>): string[] {
  if (buyerIds.length < 2 || !buyerIds.every(Number.isSafeInteger)) throw new Error("buyerIds must be two or more integers");
  const buyers = `array[${buyerIds.join(", ")}]::int[]`;
  const regions = Object.entries(regionByCode)
    .map(([code, region]) => `(${literal(code)}, ${literal(region)})`)
    .join(", ");
  const paidDay = "(o.accepted_at + interval '6 hours')::date";
  const offers = `
with sold as (
  select j.id, j.seller_id, j.price_cents, p.buyers, 1 + floor(random() * array_length(p.buyers, 1))::int as pick,
    least(j.listed_at + interval '1 day' + interval '30 days' * random(), now() - interval '10 days') as accepted_at,
    random() as r_price
  from judgments j cross join (select ${buyers} as buyers) as p
  where j.status = 'sold' and j.accepted_offer_id is null
),
made as (
  insert into offers (judgment_id, buyer_id, amount_cents, status, created_at, accepted_at, decided_at, updated_at)
  select id,
    case when buyers[pick] = seller_id then buyers[1 + pick % array_length(buyers, 1)] else buyers[pick] end,
    greatest(10000, round(price_cents * (0.7 + 0.3 * r_price) / 100) * 100)::bigint,
    'accepted', accepted_at, accepted_at, accepted_at, accepted_at
  from sold
  returning id, judgment_id, buyer_id, accepted_at
)
update judgments j set accepted_offer_id = m.id, buyer_id = m.buyer_id, offers_count = 1,
  seller_transferred_at = m.accepted_at + interval '4 days', buyer_confirmed_at = m.accepted_at + interval '7 days',
  sold_at = m.accepted_at + interval '7 days', updated_at = m.accepted_at + interval '7 days',
  debtor_attorney = case when random() < 0.55 then random() < 0.4 end
from made m where j.id = m.judgment_id`;
  const records = `
insert into sale_comparables (judgment_id, sold_as_id, offer_id, paid_at, state_id, region, age_band, size_band, litigation,
  debtor_real_estate, debtor_employed, debtor_attorney, price_cents, balance_cents, rules_version, share_bps)
select id, id, offer_id, paid_at, state_id, region,
  case when years < 2 then '0-2' when years < 5 then '2-5' when years < 10 then '5-10' else '10+' end,
  case when balance < 1000000 then 'under-10k' when balance < 5000000 then '10k-50k' when balance < 25000000 then '50k-250k' else '250k+' end,
  litigation, debtor_real_estate, debtor_employed, debtor_attorney, price, balance, rules_version, (price * 10000 / balance)::int
from (
  select j.id, o.id as offer_id, o.accepted_at + interval '6 hours' as paid_at, j.state_id, r.region,
    (${paidDay} - j.date_awarded) / 365.25 as years,
    round(j.amount_cents * (1 + (4 + j.state_id % 7) / 100.0 * (${paidDay} - j.date_awarded) / 365.0))::bigint as balance,
    o.amount_cents as price, j.litigation, j.debtor_real_estate, j.debtor_employed, j.debtor_attorney, j.rules_version
  from judgments j
  join offers o on o.id = j.accepted_offer_id
  join states s on s.id = j.state_id
  join (values ${regions}) as r(code, region) on r.code = s.abbreviation
  where j.status = 'sold' and j.estimated_balance_cents is not null
    and not exists (select 1 from sale_comparables c where c.offer_id = o.id)
) as x
where balance > 0 and price * 10000 / balance < 2147483647`;
  return [offers, records];
}
