// The offline court records (the demo's and the tests' default, docs/decisions/0047): no network.
// A federal listing on this marketplace has a demo docket built from its own record, the same on
// every lookup: the case number, the district, the date the judgment was entered and its amount,
// with parties and entries named from the listing's id. So the demo's federal listings (and the
// browser tests' own) can be verified through the lookup. As CourtListener does, a docket number
// without its office prefix ("21-cv-04211" for "1:21-cv-04211") matches the docket in two offices,
// and the administrator picks one. A docket number containing "99999" stands for CourtListener
// being down, so the form's by-hand path can be tried. The page says these dockets are made up.
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { CourtRecords, Docket, DocketLookup } from "./provider";

/** A federal listing as the offline dockets are built from it. */
export type DemoDocketSource = { judgmentId: number; casenum: string; dateAwarded: string; amountCents: number };

export type DemoDocketFinder = (courtId: string, docketNumber: string) => Promise<DemoDocketSource | null>;

export const OFFLINE_DOWN_MARK = "99999";

const CREDITORS = [
  "Harbor Point Supply LLC",
  "Keystone Equipment Finance Inc.",
  "Meridian Freight Lines Corp.",
  "Blue Ridge Capital Partners LP",
  "Summit Commercial Leasing LLC",
  "Granite State Builders Inc.",
];
const DEBTORS = [
  "Daniel R. Whitaker",
  "Coastal Bistro Group LLC",
  "Maria L. Fuentes",
  "Northgate Logistics Inc.",
  "Trevor J. Holloway",
  "Pinecrest Dental Associates PC",
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The demo docket of a listing, in a given court and under a given number. */
export function demoDocket(source: DemoDocketSource, courtId: string, docketNumber: string, office = 0): Docket {
  const creditor = pick(CREDITORS, source.judgmentId * 7 + office);
  const debtor = pick(DEBTORS, source.judgmentId * 13 + office);
  const filed = addDays(source.dateAwarded, -120 - (source.judgmentId % 60));
  const ref = String(900_000 + source.judgmentId * 10 + office);
  return {
    ref,
    caseName: `${creditor} v. ${debtor}`,
    docketNumber,
    courtId,
    courtName: `District Court (demo docket, ${courtId})`,
    dateFiled: filed,
    dateTerminated: source.dateAwarded,
    parties: [creditor, debtor],
    entries: [
      { number: "1", date: filed, description: `COMPLAINT against ${debtor} filed by ${creditor}.` },
      {
        number: "6",
        date: addDays(filed, 35),
        description: `SUMMONS Returned Executed. ${debtor} served on ${formatDate(addDays(filed, 21))}.`,
      },
      { number: "9", date: addDays(filed, 70), description: `CLERK'S ENTRY OF DEFAULT as to ${debtor}.` },
      {
        number: "12",
        date: source.dateAwarded,
        description: `DEFAULT JUDGMENT in favor of ${creditor} against ${debtor} in the amount of ${formatMoney(source.amountCents)}.`,
      },
    ],
    // A made-up docket has no page: never a link to someone else's real docket.
    url: null,
  };
}

export function createOfflineCourtRecords(find: DemoDocketFinder): CourtRecords {
  return {
    name: "offline",
    async lookup({ courtId, docketNumber }): Promise<DocketLookup> {
      const number = docketNumber.trim();
      if (number.includes(OFFLINE_DOWN_MARK)) {
        return {
          kind: "unavailable",
          reason: "The court records service did not answer (offline demo: a number with 99999 stands for it being down).",
        };
      }
      const source = await find(courtId, number);
      if (!source) return { kind: "not_found" };
      // No office prefix ("1:"): the same number in two offices, as CourtListener answers it.
      if (!/^\d+:/.test(number)) {
        return { kind: "found", dockets: [demoDocket(source, courtId, `1:${number}`, 0), demoDocket(source, courtId, `2:${number}`, 1)] };
      }
      return { kind: "found", dockets: [demoDocket(source, courtId, number)] };
    },
  };
}
