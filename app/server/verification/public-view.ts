// What the judgment page says of the court record (docs/decisions/0047): "Verified against the
// court record on MM/DD/YYYY" with exactly what was checked — where the docket was read, the court
// and docket number it names, each check confirmed or not, the renewals, and the evidence's
// fingerprint — by the marketplace, never naming the administrator; or "Not verified" with what that
// means, where the buyer can read the docket, and whether an earlier verification was voided.
import { checkLabels, docketChecks, matchChecks, verificationSourcePhrases } from "~/domain/court-verification";
import { COURTLISTENER_SITE, PACER_URL, stateDocketSearch } from "~/domain/court-ids";
import type { Executor } from "~/server/db/client";
import { latestVerification, type VerificationRow } from "~/server/queries/court-verifications";

export type PublicVerification = {
  verified: {
    /** When it was recorded (shown MM/DD/YYYY, US Eastern). */
    at: Date;
    /** Where the docket was read: "on PACER, the federal courts' records". */
    source: string;
    docketCourt: string;
    docketNumber: string;
    docketUrl: string | null;
    checks: { key: string; text: string; confirmed: boolean }[];
    renewals: string | null;
    sha256: string;
  } | null;
  /** Not verified, and an earlier verification was voided (the listing changed after it). */
  voidedOn: Date | null;
  /** Where anyone can read the docket of this court. */
  docketSearches: { name: string; url: string }[];
};

type Verified = { id: number; state: { abbreviation: string }; facts: { courtType: "state" | "federal" | null } };

export async function loadPublicVerification(db: Executor, judgment: Verified): Promise<PublicVerification> {
  return publicVerificationOf(await latestVerification(db, judgment.id), judgment);
}

/** What the page says, from the listing's latest verification as read (the judgment page reads it with the listing). */
export function publicVerificationOf(latest: VerificationRow | null, judgment: Verified): PublicVerification {
  const current = latest && latest.supersededAt === null && latest.voidedAt === null ? latest : null;
  const federal = judgment.facts.courtType === "federal";
  const stateSearch = stateDocketSearch[judgment.state.abbreviation];
  const docketSearches = federal
    ? [
        { name: "PACER", url: PACER_URL },
        { name: "CourtListener", url: COURTLISTENER_SITE },
      ]
    : judgment.facts.courtType === "state" && stateSearch
      ? [stateSearch]
      : [];
  if (!current) return { verified: null, voidedOn: latest?.voidedAt ?? null, docketSearches };
  return {
    verified: {
      at: current.createdAt,
      source: verificationSourcePhrases[current.source],
      docketCourt: current.docketCourt,
      docketNumber: current.docketNumber,
      docketUrl: current.docketUrl,
      checks: [...matchChecks, ...docketChecks].map((check) => ({
        key: check,
        text: current.checks[check] ? checkLabels[check].confirmed : checkLabels[check].unconfirmed,
        confirmed: current.checks[check] === true,
      })),
      renewals: current.renewals,
      sha256: current.evidenceSha256,
    },
    voidedOn: null,
    docketSearches,
  };
}
