// Editing a listing: the page /judgments/{id}/edit, its no-JavaScript form post, and the spec's
// PUT /judgments/{id} all call updateListing. Only the owner edits, and only while the listing is
// new, active, hidden or declined. Saving a declined listing resubmits it ('resubmit', back to
// new), changed or not. An edit of a reviewed (active or hidden) listing that changes a field the
// review looks at (app/domain/listing-edits.ts: text, prices, the judgment's record, documents'
// privacy) sends it back to review: status new through the lifecycle's 'edit_reviewed', so it leaves
// browse until an administrator approves it again (moderation runs again at that review). Any other
// edit (who may see the offers, what the seller knows of the debtor) is saved and the listing stays
// as it was. One transaction, audited.
//
// The listing fee follows the new price: listing_fee_cents is recomputed from the one fee
// schedule. When it is more than the seller has paid, the listing needs the checkout again
// (/sell/checkout?judgment_id={id}) before it can be approved. Fees already paid are kept.
//
// A new asking price on an active listing is e-mailed to its watchers in the same transaction.
//
// The collectability facts (issue 17) are edited with the rest; a fact the request does not send
// keeps its value (an API client that predates them clears nothing), a blank one clears it. The
// listing's stored value columns are recomputed in the same transaction. A judgment past its limit needs an
// administrator's review before it is listed (app/domain/limit-review.ts): an edit of a reviewed
// listing already goes back to review, and an earlier review of the limit is dropped when the edit
// changes a date or fact the enforceability clock rests on (date awarded, state, last renewal, debt
// type); the seller is told why when the edited judgment is past its limit.
import { PRIVACY_REQUIRED } from "~/domain/privacy-wording";
import { memberMaySee } from "~/domain/listing-visibility";
import { z } from "zod";
import { listingFee } from "~/domain/fees";
import { formatMoney } from "~/domain/money";
import { listingFieldErrors, pricingFieldsSchema } from "~/domain/schemas/listing-form";
import type { ListingStatus } from "~/domain/listing-status";
import { centsToDollarInput } from "~/domain/search";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { factFieldNames, factFormValues, factKeyOf } from "~/domain/collectability-facts";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import { clockInputsChanged, type ClockInputs } from "~/domain/limit-review";
import { changedEditFields, editNeedsReview, listingEditFieldNames, REVIEWED_STATUSES } from "~/domain/listing-edits";
import { factMessages, toCollectabilityFacts, type CollectabilityFactsForm } from "~/domain/schemas/collectability-facts";
import { validateJudgmentStep } from "~/server/listings/listing-input";
import { storeValueOnWrite } from "~/server/listings/listing-value";
import { applyListingTransition, NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { lockListing } from "~/server/queries/listing-status";
import { findEditableListing, updateListingDetails, type EditableListing, type ListingDetails } from "~/server/queries/selling";
import { ledgerEditProblems } from "~/domain/sworn-statements";
import { findStatements } from "~/server/queries/statements";
import { jsonError } from "~/server/http/refusal";
import { reserveListingSubmission, submissionsLimitedMessage } from "~/server/listings/create";
import { tellWatchersPriceChanged } from "~/server/watchlist/tell-watchers";
import { voidVerificationOnEdit } from "~/server/verification/record";

/** Statuses in which the owner may edit a listing (a declined one, to resubmit it: docs/decisions/0039). */
export const EDITABLE_STATUSES: readonly ListingStatus[] = ["new", "active", "hidden", "declined"];

export { RE_REVIEW_WARNING } from "~/domain/listing-edits";

/** Why the listing cannot be edited in this status (the 409 page and answer). */
export function notEditableMessage(status: ListingStatus): string {
  switch (status) {
    case "offer_accepted":
    case "paid":
    case "assigned":
      return "You accepted an offer on this listing, so its details can no longer change: the buyer agreed to buy it as it was.";
    case "sold":
      return "This judgment has been sold; a sold listing cannot be edited.";
    case "cancelled":
      return "You removed this listing; a removed listing cannot be edited.";
    default:
      return "This listing cannot be edited now.";
  }
}

function checkEditable(listing: Pick<EditableListing, "sellerId" | "status" | "listedAt"> | null, userId: number, now: Date) {
  if (!listing || !memberMaySee(listing, userId, now)) throw jsonError(404, NO_SUCH_JUDGMENT);
  if (listing.sellerId !== userId) throw jsonError(403, "Only the seller can edit this listing.");
  if (!EDITABLE_STATUSES.includes(listing.status)) throw jsonError(409, notEditableMessage(listing.status));
}

/** The listing for its edit page; throws a Refusal (404, 403, 409) when it is not the user's to edit. */
export async function loadListingForEdit(db: Executor, judgmentId: number, userId: number, now: Date): Promise<EditableListing> {
  const listing = await findEditableListing(db, judgmentId);
  checkEditable(listing, userId, now);
  return listing!;
}

/** The form's fields as text, the way the form shows them (money as plain dollars). */
export type ListingEditValues = Record<(typeof editFieldNames)[number], string>;

export const editFieldNames = listingEditFieldNames;

export function editValuesOf(listing: EditableListing): ListingEditValues {
  return {
    title: listing.title,
    description: listing.description ?? "",
    state_id: String(listing.stateId),
    county_id: String(listing.countyId),
    casenum: listing.casenum,
    courthouse: listing.courthouse ?? "",
    date_awarded: listing.dateAwarded,
    amount: centsToDollarInput(listing.amountCents),
    price: centsToDollarInput(listing.priceCents),
    buy_now: listing.buyNowCents === null ? "" : centsToDollarInput(listing.buyNowCents),
    privacy: listing.privacy,
    offers_visibility: listing.offersVisibility,
    ...factFormValues(listing),
  };
}

/** What was sent, as text, to put back in the form next to its errors. */
export function editValuesFrom(body: Record<string, unknown>): ListingEditValues {
  const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
  return Object.fromEntries(editFieldNames.map((name) => [name, text(body[name])])) as ListingEditValues;
}

const visibilitySchema = z.object({
  privacy: z.enum(["public", "private"], { error: PRIVACY_REQUIRED }),
  offers_visibility: z.enum(["all", "owner"], { error: "Please choose who may see the offers." }),
});

type EditResult = { ok: true; details: Omit<ListingDetails, "listingFeeCents"> } | { ok: false; errors: Record<string, string[]> };

/** The facts the request sent (a blank one as null: "Not stated"); the others keep their values. */
function sentFacts(body: Record<string, unknown>, parsed: Partial<CollectabilityFactsForm>): Partial<CollectabilityFacts> {
  const all = toCollectabilityFacts(parsed);
  const out: Partial<Record<keyof CollectabilityFacts, unknown>> = {};
  for (const field of factFieldNames) if (field in body) out[factKeyOf[field]] = all[factKeyOf[field]];
  return out as Partial<CollectabilityFacts>;
}

/** Every field of the edit form, checked by the wizard's own rules plus privacy and offers visibility. */
export async function validateListingEdit(db: Executor, body: Record<string, unknown>): Promise<EditResult> {
  const [judgment, pricing, visibility] = await Promise.all([
    validateJudgmentStep(db, body),
    Promise.resolve(pricingFieldsSchema.safeParse(body)),
    Promise.resolve(visibilitySchema.safeParse(body)),
  ]);
  const errors: Record<string, string[]> = {
    ...(judgment.ok ? {} : judgment.errors),
    ...(pricing.success ? {} : listingFieldErrors(pricing.error)),
    ...(visibility.success ? {} : listingFieldErrors(visibility.error)),
  };
  if (!judgment.ok || !pricing.success || !visibility.success) return { ok: false, errors };
  return {
    ok: true,
    details: {
      title: judgment.data.title,
      description: judgment.data.description ?? null,
      stateId: judgment.data.state_id,
      countyId: judgment.data.county_id,
      casenum: judgment.data.casenum,
      courthouse: judgment.data.courthouse ?? null,
      dateAwarded: judgment.data.date_awarded,
      amountCents: pricing.data.amount,
      priceCents: pricing.data.price,
      buyNowCents: pricing.data.buy_now,
      privacy: visibility.data.privacy,
      offersVisibility: visibility.data.offers_visibility,
      ...sentFacts(body, judgment.data),
    },
  };
}

export type ListingUpdate =
  | { ok: false; errors: Record<string, string[]> }
  | {
      ok: true;
      from: ListingStatus;
      status: ListingStatus;
      /** A reviewed listing went back to review. */
      sentToReview: boolean;
      listingFeeCents: number;
      /** What is still to pay at checkout before approval (0 when nothing). */
      listingFeeDueCents: number;
      changed: string[];
      /** The edited judgment is past its limit and waits for an administrator's review of it: why. */
      pastLimitNotice: string | null;
    };

/** What the seller is told after saving (a toast, or the JSON answer's message). */
export function editSavedMessage(result: Extract<ListingUpdate, { ok: true }>): string {
  const parts: string[] = [];
  if (result.from === "declined") {
    parts.push(
      "Your listing was resubmitted for review. We e-mail you once an administrator has reviewed it, usually within one business day.",
    );
  } else if (result.changed.length === 0) parts.push("Nothing changed; your listing is as it was.");
  else if (result.sentToReview) {
    parts.push(
      "Your changes were saved and the listing went back for review. It returns to the marketplace once an administrator approves it, usually within one business day.",
    );
  } else if (result.status === "active") parts.push("Your changes were saved; your listing stays live.");
  else if (result.status === "hidden") parts.push("Your changes were saved; your listing stays hidden until you show it again.");
  else parts.push("Your changes were saved. Our team reviews the listing, usually within one business day.");
  if (result.pastLimitNotice) parts.push(result.pastLimitNotice);
  if (result.listingFeeDueCents > 0) {
    parts.push(
      `The new asking price needs a listing fee of ${formatMoney(result.listingFeeDueCents)} more: please pay it at checkout so the listing can be approved.`,
    );
  }
  return parts.join(" ");
}

const detailKeys = (details: ListingDetails) => Object.keys(details) as (keyof ListingDetails)[];

/**
 * Checks and saves the owner's edit. Throws a Refusal (404, 403, 409) when the listing is
 * not the user's to edit, and 429 when resubmitting a declined one would pass the seller's listing
 * submissions limit; answers the field errors when the input is invalid.
 */
export async function updateListing(
  services: Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">,
  { judgmentId, userId, body }: { judgmentId: number; userId: number; body: Record<string, unknown> },
): Promise<ListingUpdate> {
  const { db } = services;
  await loadListingForEdit(db, judgmentId, userId, services.clock.now());
  const valid = await validateListingEdit(db, body);
  if (!valid.ok) return valid;

  const book = await loadRuleBook(db);
  const { update, emailIds } = await db.transaction(async (tx) => {
    // Locked first, so a concurrent edit, hide or removal waits and the checks below hold.
    await lockListing(tx, judgmentId);
    const previous = await findEditableListing(tx, judgmentId);
    checkEditable(previous, userId, services.clock.now());
    if (!previous) throw jsonError(404, "This judgment does not exist.");
    // A fact not sent keeps its value (a JSON client): the kept last renewal must still not precede
    // the date awarded sent now.
    const lastRenewedOn = "lastRenewedOn" in valid.details ? valid.details.lastRenewedOn : previous.lastRenewedOn;
    if (lastRenewedOn && lastRenewedOn < valid.details.dateAwarded!) {
      const refused: ListingUpdate = { ok: false, errors: { last_renewed_on: [factMessages.renewalBeforeAward] } };
      return { update: refused, emailIds: [] };
    }
    // The seller's sworn payments received must still fit the judgment (docs/decisions/0046).
    const sworn = await findStatements(tx, judgmentId, { withAddress: false });
    const ledgerErrors = ledgerEditProblems(sworn?.payments ?? [], {
      dateAwarded: valid.details.dateAwarded!,
      amountCents: valid.details.amountCents!,
    });
    if (Object.keys(ledgerErrors).length > 0) return { update: { ok: false, errors: ledgerErrors } as ListingUpdate, emailIds: [] };
    const fee = listingFee({ askingCents: valid.details.priceCents!, buyNowCents: valid.details.buyNowCents }, valid.details.amountCents!);
    const details: ListingDetails = { ...valid.details, listingFeeCents: fee };
    const changed = detailKeys(details).filter((key) => {
      const was = previous[key as keyof EditableListing] ?? null;
      return was !== (details[key] ?? null);
    });
    // The administrator's review of a judgment past its limit rested on the dates as they were.
    const limitReviewKept = previous.limitReviewedAt !== null && !clockInputsChanged(previous, { ...previous, ...details } as ClockInputs);
    if (previous.limitReviewedAt !== null && !limitReviewKept) Object.assign(details, { limitReviewedAt: null, limitReviewedBy: null });
    const audit = { changed, listingFeeCents: fee };
    const feeDue = Math.max(0, fee - previous.listingFeePaidCents);
    // Saving without a change keeps the listing where it is (a live listing stays live); a
    // declined one is resubmitted all the same (its fix may have been a document, or nothing).
    if (changed.length === 0 && previous.status !== "declined") {
      const update: ListingUpdate = {
        ok: true,
        from: previous.status,
        status: previous.status,
        sentToReview: false,
        listingFeeCents: fee,
        listingFeeDueCents: feeDue,
        changed,
        pastLimitNotice: null,
      };
      return { update, emailIds: [] };
    }

    // A change to what the docket was compared with voids the verification against the court record.
    await voidVerificationOnEdit(tx, { judgmentId, userId, changedColumns: changed, now: services.clock.now() });

    let to: ListingStatus = previous.status;
    // Only a change the review looks at takes a live listing off the market (app/domain/listing-edits.ts);
    // a declined listing goes back to review whatever changed.
    const event =
      previous.status === "declined"
        ? "resubmit"
        : REVIEWED_STATUSES.includes(previous.status) && editNeedsReview(changedEditFields(changed))
          ? "edit_reviewed"
          : null;
    if (event === "resubmit") {
      // A resubmission sends the listing to the queue as a new submission does, and counts the same.
      const limit = await reserveListingSubmission({ ...services, db: tx }, userId);
      if (limit.limited) {
        throw jsonError(429, submissionsLimitedMessage(limit.retryAfterSeconds), { "Retry-After": String(limit.retryAfterSeconds) });
      }
    }
    if (event) {
      const result = await applyListingTransition(tx, { judgmentId, event, userId, update: details, details: audit });
      to = result.to;
    } else {
      await updateListingDetails(tx, judgmentId, details);
      await insertAudit(tx, {
        actorId: userId,
        action: "listing.edit",
        entity: "judgment",
        entityId: judgmentId,
        fromStatus: previous.status,
        toStatus: previous.status,
        details: audit,
      });
    }
    const emailIds =
      previous.status === "active" && changed.includes("priceCents")
        ? await tellWatchersPriceChanged(tx, services, {
            judgmentId,
            title: details.title ?? previous.title,
            fromCents: previous.priceCents,
            toCents: details.priceCents!,
            backToReview: to === "new",
            except: [previous.sellerId, userId],
          })
        : [];
    const update: ListingUpdate = {
      ok: true,
      from: previous.status,
      status: to,
      sentToReview: previous.status !== to && to === "new",
      listingFeeCents: fee,
      listingFeeDueCents: feeDue,
      changed,
      // A listing that stays live is told nothing about its limit here: its dates did not change.
      pastLimitNotice: await storeValueOnWrite(tx, {
        judgmentId,
        now: services.clock.now(),
        book,
        limitReviewed: limitReviewKept || to !== "new",
      }),
    };
    return { update, emailIds };
  });
  await dispatchEmails(services, emailIds);
  return update;
}
