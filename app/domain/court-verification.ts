// Verification of a listing against the court record (issue 30 item 1, docs/decisions/0047): what
// an administrator checks on the docket, how the public page words it, and which of the seller's
// edits void it. Pure: no I/O. The form's schema lives in ./schemas/court-verification.ts.
import type { ListingEditField } from "~/domain/listing-edits";

/** Where the administrator read the docket. */
export const verificationSources = ["court_online_docket", "pacer", "courtlistener", "certified_copy"] as const;
export type VerificationSource = (typeof verificationSources)[number];

export const verificationSourceLabels: Record<VerificationSource, string> = {
  court_online_docket: "The court's online docket",
  pacer: "PACER (the federal courts' records)",
  courtlistener: "CourtListener (the RECAP archive of federal dockets)",
  certified_copy: "A certified copy from the clerk of court",
};

/** Where the docket was read, as the public page says it ("read this judgment's docket on PACER"). */
export const verificationSourcePhrases: Record<VerificationSource, string> = {
  court_online_docket: "on the court's online docket",
  pacer: "on PACER, the federal courts' records",
  courtlistener: "on CourtListener, the RECAP archive of federal dockets",
  certified_copy: "in a certified copy from the clerk of court",
};

/** The listing's details that were compared with the docket: all must match to record a verification. */
export const matchChecks = ["court", "case_number", "parties", "amount", "entry_date"] as const;
/** What the docket shows about the judgment since: each ticked only when the docket confirms it. */
export const docketChecks = ["not_satisfied", "not_vacated", "no_prior_assignment"] as const;
export type MatchCheck = (typeof matchChecks)[number];
export type DocketCheck = (typeof docketChecks)[number];
export type VerificationCheck = MatchCheck | DocketCheck;
export type VerificationChecks = Record<VerificationCheck, boolean>;

/** Each check as the administrator's form asks it and as the public page states it once confirmed. */
export const checkLabels: Record<VerificationCheck, { form: string; confirmed: string; unconfirmed: string }> = {
  court: {
    form: "The court matches the listing",
    confirmed: "The court matches the listing",
    unconfirmed: "The court was not confirmed",
  },
  case_number: {
    form: "The case number matches the listing",
    confirmed: "The case number matches the listing",
    unconfirmed: "The case number was not confirmed",
  },
  parties: {
    form: "The creditor and debtor names match the judgment the seller uploaded",
    confirmed: "The creditor and debtor names match the judgment's documents",
    unconfirmed: "The parties' names were not confirmed",
  },
  amount: {
    form: "The judgment amount matches the listing",
    confirmed: "The judgment amount matches the listing",
    unconfirmed: "The amount was not confirmed",
  },
  entry_date: {
    form: "The date the judgment was entered matches the listing",
    confirmed: "The entry date matches the listing",
    unconfirmed: "The entry date was not confirmed",
  },
  not_satisfied: {
    form: "The docket shows no satisfaction, in full or in part",
    confirmed: "No satisfaction of record, in full or in part",
    unconfirmed: "The docket did not confirm that nothing was paid: it may have been satisfied in part",
  },
  not_vacated: {
    form: "The docket shows the judgment is not vacated, stayed or on appeal",
    confirmed: "Not vacated, and no appeal of record",
    unconfirmed: "The docket did not confirm that the judgment was not vacated or appealed",
  },
  no_prior_assignment: {
    form: "The docket shows no earlier assignment of the judgment",
    confirmed: "No earlier assignment of record",
    unconfirmed: "The docket did not confirm that the judgment was not assigned before",
  },
};

/** The listing's record as it stood when verified (kept with the verification). */
export type VerifiedListing = {
  state: string;
  county: string;
  courthouse: string | null;
  courtType: "state" | "federal" | null;
  casenum: string;
  amountCents: number;
  dateAwarded: string;
};

/**
 * The edit form's fields whose change voids a verification: what the docket was compared with (the
 * court, the case number, the amount, the dates). The asking prices, the text, who reads the
 * documents and what the seller knows of the debtor are not on the docket: editing them keeps it.
 * The listing has no party fields; the parties were checked against its documents, and a new
 * public document sends the listing back to review, where the administrator sees the verification.
 */
export const materialVerificationFields: readonly ListingEditField[] = [
  "state_id",
  "county_id",
  "courthouse",
  "court_type",
  "casenum",
  "amount",
  "date_awarded",
  "last_renewed_on",
];

/** True when an edit that changed these fields voids the listing's verification. */
export function editVoidsVerification(changed: readonly ListingEditField[]): boolean {
  return changed.some((field) => materialVerificationFields.includes(field));
}

/** The reason kept with a verification voided by the seller's edit. */
export function editVoidReason(changedLabels: readonly string[]): string {
  return `The seller changed ${changedLabels.join(", ")} after the verification.`;
}

export const VERIFIED_HEADING = "Verified against the court record";
export const NOT_VERIFIED_HEADING = "Not verified";
export const NOT_VERIFIED_TEXT =
  "Our team has not checked this listing against the court's docket. The court, case number, amount and dates are as the seller gave them: the judgment may have been paid, vacated or assigned to someone else since. Read the docket yourself, or ask the seller for a certified copy, before you buy.";
export const VOIDED_TEXT = "An earlier verification no longer applies: the seller changed the case's details on";

/** "ab12cd34…ef90": a fingerprint short enough to read, long enough to compare by eye. */
export function shortFingerprint(sha256: string): string {
  return `${sha256.slice(0, 12)}…${sha256.slice(-8)}`;
}
