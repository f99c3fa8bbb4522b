// The listing wizard's draft (DESIGN.md section 11): signed-in users' drafts live in the
// listing_drafts table, visitors' drafts in their session under 'listingDraft'. When a visitor
// becomes a member (or signs in) the session draft moves to the table. A visitor's draft that has
// an e-mail is also kept server-side for the one resume e-mail (app/server/listings/draft-reminders.ts;
// the session draft carries that row's id as `reminderId`).
//
// The draft keeps what the forms show: the judgment step as entered (ids as numbers), money as
// dollar strings ("12500.50"), fee_agree as a boolean, plus the step to resume at.
import { z } from "zod";
import { countyInStateErrors } from "~/domain/listing-form";
import {
  contactStepSchema,
  judgmentStepSchema,
  listingFieldErrors,
  pricingFieldsSchema,
  pricingStepSchema,
  privacyStepSchema,
} from "~/domain/schemas/listing-form";
import { centsToDollarInput } from "~/domain/search";
import { factFieldNames, type FactFieldName } from "~/domain/collectability-facts";
import {
  collectabilityFactsFields,
  factMessages,
  renewalAfterAward,
  type CollectabilityFactsForm,
} from "~/domain/schemas/collectability-facts";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { findDraft, upsertDraft } from "~/server/queries/drafts";
import {
  checkStatements,
  ledgerContext,
  readStoredStatements,
  statementsFromJson,
  toStoredStatements,
  type StoredStatements,
} from "~/domain/sworn-statements";
import { findCounty } from "~/server/queries/reference";
import { dropDraftReminder, limitNewDrafts, syncDraftReminder } from "~/server/listings/draft-reminders";
import { getSessionValue, setSessionValue } from "~/server/session";

export const SESSION_DRAFT_KEY = "listingDraft";

/**
 * The draft's steps in order (the breadcrumb's SELL_STEPS up to the account); 'contact' (name and
 * e-mail) and 'user' (create the account) only for visitors.
 */
export const wizardSteps = ["contact", "judgment", "pricing", "privacy", "statements", "review", "user"] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type DraftData = {
  title?: string;
  description?: string;
  state_id?: number;
  county_id?: number;
  casenum?: string;
  courthouse?: string;
  date_awarded?: string;
  amount?: string;
  price?: string;
  buy_now?: string;
  fee_agree?: boolean;
  privacy?: "public" | "private";
  name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  /** The sworn statements as checked so far, with the ledger rows as typed (app/domain/sworn-statements.ts). */
  statements?: StoredStatements;
} & DraftFacts;

/** The collectability facts as the draft keeps them: the schema's clean values (a rate as a number, yes/no as booleans). */
type DraftFacts = {
  [K in FactFieldName]?: NonNullable<CollectabilityFactsForm[K]>;
};

export type Draft = { data: DraftData; step: WizardStep; reachedReview: boolean };

export const draftFields = [
  "title",
  "description",
  "state_id",
  "county_id",
  "casenum",
  "courthouse",
  "date_awarded",
  "amount",
  "price",
  "buy_now",
  "fee_agree",
  "privacy",
  "name",
  "first_name",
  "last_name",
  "email",
  "statements",
  ...factFieldNames,
] as const satisfies readonly (keyof DraftData)[];

export function emptyDraft(): Draft {
  return { data: {}, step: "judgment", reachedReview: false };
}

// ---------------------------------------------------------------------------------------------
// Reading stored drafts (tolerant: a draft written by an older version never breaks a page).

const storedDraft = z.object({
  data: z.record(z.string(), z.unknown()).catch({}),
  step: z.enum(wizardSteps).catch("judgment"),
  reachedReview: z.boolean().catch(false),
});

const factFields: ReadonlySet<string> = new Set(factFieldNames);

function cleanData(raw: Record<string, unknown>): DraftData {
  const data: Record<string, unknown> = {};
  for (const key of draftFields) {
    const value = raw[key];
    if (factFields.has(key)) {
      // Kept only when it still passes its rule (a draft never breaks the page it refills).
      const fact = (collectabilityFactsFields as Record<string, z.ZodType>)[key].safeParse(value);
      if (fact.success && fact.data !== undefined) data[key] = fact.data;
    } else if (key === "fee_agree") {
      if (typeof value === "boolean") data[key] = value;
    } else if (key === "state_id" || key === "county_id") {
      if (typeof value === "number" && Number.isInteger(value) && value > 0) data[key] = value;
    } else if (key === "statements") {
      const statements = readStoredStatements(value);
      if (statements) data[key] = statements;
    } else if (key === "privacy") {
      if (value === "public" || value === "private") data[key] = value;
    } else if (typeof value === "string" && value !== "") {
      data[key] = value.slice(0, 10_000);
    }
  }
  return data as DraftData;
}

export function readDraft(raw: unknown): Draft | null {
  const parsed = storedDraft.safeParse(raw);
  if (!parsed.success) return null;
  return { data: cleanData(parsed.data.data), step: parsed.data.step, reachedReview: parsed.data.reachedReview };
}

function fromRow(row: { data: Record<string, unknown>; step: string; reachedReview: boolean }): Draft | null {
  return readDraft({ data: row.data, step: row.step, reachedReview: row.reachedReview });
}

/** The session's draft as stored: the draft plus the id of its server-side copy. */
type SessionDraft = Draft & { reminderId?: number };

async function sessionDraft(request: Request, services: AppServices) {
  const raw = await getSessionValue<SessionDraft>(request, services, SESSION_DRAFT_KEY);
  const reminderId = raw && typeof raw.reminderId === "number" ? raw.reminderId : null;
  return { draft: readDraft(raw), reminderId };
}

/** Moves the session's draft to a member's table row; its server-side copy for the resume e-mail goes. */
async function moveSessionDraft(request: Request, services: AppServices, db: Executor, userId: number): Promise<Draft | null> {
  const { draft, reminderId } = await sessionDraft(request, services);
  if (!draft) return null;
  await upsertDraft(db, userId, draft);
  await setSessionValue(request, services, SESSION_DRAFT_KEY, undefined);
  await dropDraftReminder({ db }, reminderId);
  return draft;
}

/**
 * The draft of whoever is asking, or null. For a signed-in user a draft still in the session
 * (filled as a visitor, then signed in) moves to the table first.
 */
export async function loadDraft(request: Request, services: AppServices, userId: number | null): Promise<Draft | null> {
  if (userId === null) return (await sessionDraft(request, services)).draft;
  const moved = await moveSessionDraft(request, services, services.db, userId);
  if (moved) return moved;
  const row = await findDraft(services.db, userId);
  return row ? fromRow(row) : null;
}

/**
 * Before a visitor's save of a name and e-mail: counts it against the network's new-draft limit
 * unless it saves the visitor's draft again. Answers the message to show when refused.
 */
export async function limitVisitorDraft(request: Request, services: AppServices, clientIp: string): Promise<string | null> {
  return limitNewDrafts(services, clientIp, (await sessionDraft(request, services)).reminderId);
}

/** Saves the draft. Answers a Set-Cookie header when a visitor's session was just created. */
export async function saveDraft(
  request: Request,
  services: AppServices,
  userId: number | null,
  draft: Draft,
  clientIp: string,
): Promise<string | null> {
  if (userId !== null) {
    await upsertDraft(services.db, userId, draft);
    return null;
  }
  const { reminderId } = await sessionDraft(request, services);
  return storeSessionDraft(request, services, draft, await syncDraftReminder(services, reminderId, draft), clientIp);
}

/** Puts a visitor's draft in the session with the id of its server-side copy (or none). */
export function storeSessionDraft(
  request: Request,
  services: AppServices,
  draft: Draft,
  reminderId: number | null,
  clientIp: string,
): Promise<string | null> {
  const value: SessionDraft = reminderId === null ? draft : { ...draft, reminderId };
  return setSessionValue(request, services, SESSION_DRAFT_KEY, value, clientIp);
}

/**
 * Moves a visitor's session draft to a new member's account. Call it BEFORE startUserSession
 * (which copies the session's data into the new session).
 */
export async function adoptSessionDraft(request: Request, services: AppServices, db: Executor, userId: number): Promise<void> {
  await moveSessionDraft(request, services, db, userId);
}

// ---------------------------------------------------------------------------------------------
// Where the wizard stands.

export function contactStepComplete(data: DraftData): boolean {
  return contactStepSchema.safeParse(data).success;
}

export function privacyStepComplete(data: DraftData): boolean {
  return privacyStepSchema.safeParse(data).success;
}

export function judgmentStepComplete(data: DraftData): boolean {
  return judgmentStepSchema.safeParse(data).success;
}

export function pricingStepComplete(data: DraftData): boolean {
  return pricingStepSchema.safeParse(data).success;
}

/**
 * The statements as far as the draft can tell: every box checked, the current version, the ledger
 * valid against the draft's date of entry and amount (a date in the future is caught when the
 * step is saved and again at submit, which know today).
 */
export function statementsStepComplete(data: DraftData): boolean {
  if (!data.statements) return false;
  return checkStatements(statementsFromJson(data.statements)!, ledgerContext(data, "9999-12-31")).ok;
}

export type FormStep = "contact" | "judgment" | "pricing" | "privacy" | "statements";

/** The first step whose form is not complete yet, or 'review'. A member has no details step. */
export function firstIncompleteStep(draft: Draft, signedIn: boolean): FormStep | "review" {
  if (!signedIn && !contactStepComplete(draft.data)) return "contact";
  if (!judgmentStepComplete(draft.data)) return "judgment";
  if (!pricingStepComplete(draft.data)) return "pricing";
  if (!privacyStepComplete(draft.data)) return "privacy";
  if (!statementsStepComplete(draft.data)) return "statements";
  return "review";
}

/** The steps this person goes through: a member skips the details and the account. */
function stepsFor(signedIn: boolean): readonly WizardStep[] {
  return signedIn ? wizardSteps.filter((step) => step !== "contact" && step !== "user") : wizardSteps;
}

/** Where /sell resumes: the saved step, but never past a step that is not complete. */
export function resumeStep(draft: Draft | null, signedIn: boolean): WizardStep {
  const first = stepsFor(signedIn)[0];
  if (!draft) return first;
  const steps = stepsFor(signedIn);
  const saved = steps.includes(draft.step) ? draft.step : draft.step === "user" ? "review" : first;
  const complete = firstIncompleteStep(draft, signedIn);
  if (complete === "review") return saved;
  return wizardSteps.indexOf(saved) <= wizardSteps.indexOf(complete) ? saved : complete;
}

/** Steps the breadcrumb may link to: up to the furthest step saved, never past an incomplete one. */
export function reachedSteps(draft: Draft | null, signedIn: boolean): WizardStep[] {
  const steps = stepsFor(signedIn);
  if (!draft) return [steps[0]];
  const at = (step: WizardStep) => wizardSteps.indexOf(step);
  const furthest = Math.max(at(draft.step), draft.reachedReview ? at("review") : 0);
  const complete = firstIncompleteStep(draft, signedIn);
  const last = complete === "review" ? furthest : Math.min(furthest, at(complete));
  return steps.filter((step) => at(step) <= last);
}

/**
 * Where a step's form leads once saved: back to the review when the draft had reached it and every
 * step is complete (an Edit from the review), otherwise the next step this person goes through.
 */
export function stepAfter(draft: Draft, step: FormStep, signedIn: boolean): WizardStep {
  if (draft.reachedReview && firstIncompleteStep(draft, signedIn) === "review") return "review";
  const steps = stepsFor(signedIn);
  return steps.find((candidate) => wizardSteps.indexOf(candidate) > wizardSteps.indexOf(step)) ?? "review";
}

/** Moves the draft to `step`; once the review was reached it stays reached (Edit links lead back to it). */
export function advance(draft: Draft, step: WizardStep): Draft {
  const reachedReview = draft.reachedReview || wizardSteps.indexOf(step) >= wizardSteps.indexOf("review");
  return { ...draft, step, reachedReview };
}

// ---------------------------------------------------------------------------------------------
// The progress API: validate only what was sent, drop unknown fields.

const progressExtras = {
  privacy: privacyStepSchema.shape.privacy,
  name: contactStepSchema.shape.name,
  first_name: z.string().trim().max(50, "The first name can be at most 50 characters."),
  last_name: z.string().trim().max(50, "The last name can be at most 50 characters."),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: "Please enter a valid e-mail address." })),
};

function isBlank(value: unknown) {
  return value == null || (typeof value === "string" && value.trim() === "");
}

/**
 * Applies a progress body (form fields plus `step`) to a draft. Each field sent is checked by its
 * own rule; a blank field clears it; cross-field rules run when all their fields are known.
 */
export async function applyProgress(
  db: Executor,
  draft: Draft,
  body: Record<string, unknown>,
): Promise<{ ok: true; draft: Draft } | { ok: false; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const data: DraftData = { ...draft.data };
  const set = data as Record<string, unknown>;
  const judgmentShape = judgmentStepSchema.shape as Record<string, z.ZodType>;
  const pricingShape = pricingFieldsSchema.shape as Record<string, z.ZodType>;

  for (const key of draftFields) {
    if (!(key in body)) continue;
    const value = body[key];
    if (key === "statements") {
      // The statements as a whole (the API's JSON shape): saved as sent, checked at submit.
      const sentStatements = isBlank(value) ? null : statementsFromJson(value);
      if (isBlank(value)) delete set[key];
      else if (!sentStatements) errors.statements = ["Send the statements as an object (see the API documentation)."];
      else set[key] = toStoredStatements(sentStatements);
      continue;
    }
    if (key === "fee_agree") {
      set[key] = value === true || value === "on" || value === "1" || value === "true" || value === 1;
      continue;
    }
    if (isBlank(value)) {
      delete set[key];
      continue;
    }
    const schema = judgmentShape[key] ?? pricingShape[key] ?? (progressExtras as Record<string, z.ZodType>)[key];
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      errors[key] = parsed.error.issues.map((issue) => issue.message);
      continue;
    }
    if (key in pricingShape) set[key] = typeof parsed.data === "number" ? centsToDollarInput(parsed.data) : undefined;
    else set[key] = parsed.data;
  }

  if (!errors.county_id && !errors.state_id && data.county_id && data.state_id && ("county_id" in body || "state_id" in body)) {
    const countyErrors = countyInStateErrors(await findCounty(db, data.county_id), data.state_id);
    if (countyErrors) Object.assign(errors, countyErrors);
  }
  if (
    !errors.date_awarded &&
    !errors.last_renewed_on &&
    ("date_awarded" in body || "last_renewed_on" in body) &&
    !renewalAfterAward(data)
  ) {
    errors.last_renewed_on = [factMessages.renewalBeforeAward];
  }
  if (!errors.amount && !errors.price && !errors.buy_now && data.amount && data.price) {
    const cross = pricingFieldsSchema.safeParse({ amount: data.amount, price: data.price, buy_now: data.buy_now });
    if (!cross.success) Object.assign(errors, listingFieldErrors(cross.error));
  }

  let next: Draft = { ...draft, data };
  if ("step" in body) {
    const step = z.enum(wizardSteps).safeParse(body.step);
    if (!step.success) errors.step = ["Unknown step."];
    else next = { ...advance(next, step.data), step: step.data };
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, draft: next };
}

/** The draft as the progress API answers it: the fields plus step and reached_review. */
export function draftForApi(draft: Draft) {
  return { ...draft.data, step: draft.step, reached_review: draft.reachedReview };
}
