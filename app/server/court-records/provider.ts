// Federal dockets looked up for the administrator's verification form (issue 30 item 2,
// docs/decisions/0047), behind one interface as payments and text messages are: CourtListener's
// REST API v4 (./courtlistener.ts, with COURTLISTENER_API_TOKEN), the offline demo dockets
// (./offline.ts, the default outside a public deployment), or none (a deployment without a token:
// the form is filled by hand). Chosen in ./index.ts. A lookup never throws: the API down, slow or
// refusing is an answer the form shows, and the administrator goes on by hand.

export type DocketEntry = { number: string | null; date: string | null; description: string };

export type Docket = {
  /** The docket's id at its source (CourtListener's docket id). */
  ref: string;
  caseName: string;
  docketNumber: string;
  courtId: string;
  /** The court as the source names it ("District Court, S.D. New York"). */
  courtName: string;
  /** 'YYYY-MM-DD' or null. */
  dateFiled: string | null;
  dateTerminated: string | null;
  parties: string[];
  entries: DocketEntry[];
  /** The docket's page, to read it in full (null for the offline demo dockets, which have none). */
  url: string | null;
};

export type DocketQuery = { courtId: string; docketNumber: string };

export type DocketLookup =
  | { kind: "found"; dockets: Docket[] }
  | { kind: "not_found" }
  /** The source could not answer (down, slow, refused the token, not configured): the form works by hand. */
  | { kind: "unavailable"; reason: string };

export interface CourtRecords {
  readonly name: "courtlistener" | "offline" | "none";
  lookup(query: DocketQuery): Promise<DocketLookup>;
}

/** A deployment without a CourtListener token: no lookup, the form by hand. */
export const noCourtRecords: CourtRecords = {
  name: "none",
  async lookup() {
    return {
      kind: "unavailable",
      reason: "Automatic lookup is not configured (COURTLISTENER_API_TOKEN is not set): fill in the docket by hand.",
    };
  },
};
