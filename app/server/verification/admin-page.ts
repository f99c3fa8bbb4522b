// The data and the posts of /admin/judgments/{id}/verification (docs/decisions/0047): the listing
// as the docket is compared with it, the verification in force and the history, where to read the
// docket (CourtListener's lookup for a federal court, the state's docket search where we know it),
// and a lookup's answer filled into the form. Administrators only: anyone else is answered 404, as
// if the page did not exist.
import { checkLabels, docketChecks, matchChecks, type VerificationSource } from "~/domain/court-verification";
import { districtById, districtName, districtsOf, guessDistrict, PACER_URL, stateDocketSearch } from "~/domain/court-ids";
import { checkField, readVerificationForm, voidFormSchema } from "~/domain/schemas/court-verification";
import { hasRole } from "~/domain/permissions";
import { getOptionalUser, type RequestUser } from "~/server/auth/guards";
import type { AppServices } from "~/server/context";
import type { Docket, DocketLookup } from "~/server/court-records/provider";
import { discardFiles, receiveUpload } from "~/server/documents/receive";
import { jsonError, Refusal } from "~/server/http/refusal";
import {
  findVerificationSubject,
  verificationHistory,
  type VerificationRecord,
  type VerificationSubject,
  verificationSubjectVersion,
} from "~/server/queries/court-verifications";
import { enqueueListingMatch } from "~/server/saved-searches/jobs";
import { storedEvidence } from "./evidence";
import { recordVerification, voidVerification } from "./record";
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/server/context";

type Context = Readonly<RouterContextProvider>;

/** The signed-in administrator, or 404 for anyone else (a visitor, a member). */
export async function requireAdminOr404(request: Request, context: Context): Promise<RequestUser> {
  const user = await getOptionalUser(request, context);
  if (!user || !hasRole(user.roles, "admin")) throw jsonError(404, "Page not found.");
  return user;
}

export function judgmentIdOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw jsonError(404, "No judgment found.");
  return id;
}

export type FormValues = Record<string, string>;

export type LookupView = {
  courtId: string;
  docketNumber: string;
  answer: DocketLookup;
  /** The docket chosen (the only one, or the one picked among several). */
  chosen: Docket | null;
};

export type VerificationPageData = {
  listing: VerificationSubject;
  history: (Omit<VerificationRecord, "evidenceKey"> & { current: boolean })[];
  federal: {
    districts: { id: string; name: string }[];
    guessed: string | null;
  } | null;
  stateDocket: { name: string; url: string } | null;
  pacerUrl: string;
  lookup: LookupView | null;
  /** The lookup service: "courtlistener", "offline" (demo dockets) or "none". */
  lookupService: AppServices["courtRecords"]["name"];
  /** The form's starting values (a lookup's docket filled in). */
  values: FormValues;
  /** The version of the listing's details on screen, sent back with the form (verificationSubjectVersion). */
  listingVersion: string;
  checks: { field: string; label: string; group: "match" | "docket" }[];
};

function docketValues(docket: Docket, source: VerificationSource): FormValues {
  const entries = docket.entries.map((entry) =>
    [entry.number ? `#${entry.number}` : null, entry.date, entry.description].filter(Boolean).join(" · "),
  );
  return {
    source,
    docket_court: docket.courtName,
    docket_number: docket.docketNumber,
    case_name: docket.caseName,
    docket_ref: docket.ref,
    docket_url: docket.url ?? "",
    parties: docket.parties.join("\n"),
    entries: entries.join("\n"),
  };
}

export async function loadVerificationPage(request: Request, services: AppServices, judgmentId: number): Promise<VerificationPageData> {
  const listing = await findVerificationSubject(services.db, judgmentId);
  if (!listing) throw jsonError(404, "No judgment found.");
  const history = await verificationHistory(services.db, judgmentId);
  const url = new URL(request.url);
  const federal =
    listing.courtType === "federal" || url.searchParams.has("court_id")
      ? {
          districts: districtsOf(listing.stateAbbreviation).map((district) => ({
            id: district.id,
            name: districtName(district, listing.stateName),
          })),
          guessed: guessDistrict(listing.stateAbbreviation, listing.courthouse)?.id ?? null,
        }
      : null;

  let lookup: LookupView | null = null;
  let values: FormValues = { docket_number: listing.casenum, docket_court: listing.courthouse ?? "" };
  if (url.searchParams.get("lookup") === "1") {
    const courtId = (url.searchParams.get("court_id") ?? "").trim();
    const docketNumber = (url.searchParams.get("docket_number") ?? listing.casenum).trim().slice(0, 200);
    if (districtById(courtId) && docketNumber) {
      const answer = await services.courtRecords.lookup({ courtId, docketNumber });
      const picked = url.searchParams.get("docket");
      const chosen =
        answer.kind === "found"
          ? answer.dockets.length === 1
            ? answer.dockets[0]
            : (answer.dockets.find((d) => d.ref === picked) ?? null)
          : null;
      lookup = { courtId, docketNumber, answer, chosen };
      if (chosen) values = docketValues(chosen, "courtlistener");
    } else {
      lookup = {
        courtId,
        docketNumber,
        answer: { kind: "unavailable", reason: "Choose the federal district court and enter the docket number to look it up." },
        chosen: null,
      };
    }
  }
  return {
    listing,
    history: history.map(({ evidenceKey: _key, ...row }) => ({ ...row, current: row.supersededAt === null && row.voidedAt === null })),
    federal,
    stateDocket: listing.courtType === "federal" ? null : (stateDocketSearch[listing.stateAbbreviation] ?? null),
    pacerUrl: PACER_URL,
    lookup,
    lookupService: services.courtRecords.name,
    values,
    listingVersion: verificationSubjectVersion(listing),
    checks: [
      ...matchChecks.map((check) => ({ field: checkField(check), label: checkLabels[check].form, group: "match" as const })),
      ...docketChecks.map((check) => ({ field: checkField(check), label: checkLabels[check].form, group: "docket" as const })),
    ],
  };
}

export type VerificationActionResult =
  { ok: true; message: string } | { ok: false; intent: "record" | "void"; errors: Record<string, string[]>; values: FormValues };

const EVIDENCE_FIELD = "evidence";
export const EVIDENCE_REQUIRED = "Upload the docket extract you read (a PDF or an image of the docket).";

function textValues(fields: Map<string, string> | FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of fields.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/** Records (multipart, with the evidence) or voids (a reason) a verification; errors come back with what was typed. */
export async function verificationAction(request: Request, context: Context, judgmentId: number): Promise<VerificationActionResult> {
  const admin = await requireAdminOr404(request, context);
  const services = getServices(context);
  const subject = await findVerificationSubject(services.db, judgmentId);
  if (!subject) throw jsonError(404, "No judgment found.");
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  if (!multipart) {
    const body = await request.formData().catch(() => null);
    if (!body) throw jsonError(400, "Send the verification as a form.");
    const values = textValues(body);
    if (values.intent !== "void") throw jsonError(400, "Send the verification as multipart/form-data, with its evidence.");
    const parsed = voidFormSchema.safeParse(values);
    if (!parsed.success) return { ok: false, intent: "void", errors: { reason: parsed.error.issues.map((i) => i.message) }, values };
    await voidVerification(services, { judgmentId, adminId: admin.id, reason: parsed.data.reason });
    return { ok: true, message: "The verification was voided. The listing shows “Not verified” until a new one is recorded." };
  }
  const received = await receiveUpload(request, services.storage, { fileFields: [EVIDENCE_FIELD], maxFiles: 1 });
  if (!received.ok) throw jsonError(received.status, received.message);
  const { fields, files } = received.upload;
  const values = textValues(fields);
  const form = readVerificationForm(values);
  const file = files[0] ?? null;
  const evidence = file ? await storedEvidence(services.storage, file) : null;
  const errors: Record<string, string[]> = form.ok ? {} : { ...form.errors };
  if (!evidence) errors[EVIDENCE_FIELD] = [file?.problem ?? EVIDENCE_REQUIRED];
  if (!form.ok || !evidence) {
    await discardFiles(services.storage, files);
    return { ok: false, intent: "record", errors, values };
  }
  try {
    await recordVerification(services, {
      judgmentId,
      adminId: admin.id,
      form: form.form,
      evidence,
      listingVersion: values.listing_version ?? "",
    });
  } catch (error) {
    await discardFiles(services.storage, files);
    if (error instanceof Refusal && error.status === 409) return { ok: false, intent: "record", errors: { _: [error.message] }, values };
    throw error;
  }
  // A live listing now meets the saved searches that ask for verified listings: match it again
  // (a match already made is kept once; docs/decisions/0047).
  if (subject.status === "active") await enqueueListingMatch(services, judgmentId);
  return { ok: true, message: "Verification recorded. The judgment page now shows what was checked." };
}
