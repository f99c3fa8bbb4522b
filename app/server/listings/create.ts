// Submitting the wizard's draft: one transaction takes the draft (so a double submit makes one
// listing), checks every rule again, creates the judgment with status 'new', its collectability
// facts and the listing fee computed here from the fee configuration, audits it and queues the
// "received" e-mail, and stores its value columns (estimated balance, enforceability dates).
import { rateLimits } from "~/config/limits";
import { listingFee } from "~/domain/fees";
import { pricingStepSchema, privacyStepSchema, listingFieldErrors } from "~/domain/schemas/listing-form";
import type { AppServices } from "~/server/context";
import { toCollectabilityFacts } from "~/domain/schemas/collectability-facts";
import { validateJudgmentStep } from "~/server/listings/listing-input";
import { storeValueOnWrite } from "~/server/listings/listing-value";
import { listingReceivedEmail } from "~/server/mail/listing-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { consume, retryMessage } from "~/server/rate-limit";
import { todayIso } from "~/domain/dates";
import { blankStatements, checkStatements, ledgerContext, statementsFromJson } from "~/domain/sworn-statements";
import { recordStatements } from "~/server/queries/statements";
import { takeDraft } from "~/server/queries/drafts";
import { insertListing } from "~/server/queries/listings";

export type SubmitResult =
  /** `pastLimitNotice`: the dates given put the judgment past its limit (an administrator reviews it). */
  | { ok: true; judgmentId: number; listingFeeCents: number; pastLimitNotice: string | null }
  /** No draft (already submitted, or never started). */
  | { ok: false; reason: "no_draft" }
  /** Too many listings submitted lately (rateLimits.listingSubmissionsPerUser). */
  | { ok: false; reason: "limited"; retryAfterSeconds: number }
  /** A step is not complete or no longer valid: go back to it. */
  | { ok: false; reason: "invalid"; step: SubmitStep; errors: Record<string, string[]> };

/** The wizard steps whose fields a submission checks again. */
export type SubmitStep = "judgment" | "pricing" | "privacy" | "statements";

class Limited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many listings");
  }
}

class Invalid extends Error {
  constructor(readonly result: Extract<SubmitResult, { reason: "invalid" }>) {
    super("invalid draft");
  }
}

/** What a seller over the submission limit is told. */
export function submissionsLimitedMessage(retryAfterSeconds: number): string {
  return `You have submitted many listings today. ${retryMessage(retryAfterSeconds)}`;
}

/**
 * Counts one listing sent for review by this seller against rateLimits.listingSubmissionsPerUser:
 * a new listing from the wizard, and a declined listing resubmitted (app/server/listings/edit.ts),
 * so a seller cannot loop decline and resubmit into the queue. Run it in the transaction that
 * sends the listing, with `db` that transaction: the count commits or rolls back with it.
 */
export function reserveListingSubmission(services: Pick<AppServices, "db" | "config">, sellerId: number) {
  return consume(services, `listing-submit:${sellerId}`, rateLimits.listingSubmissionsPerUser);
}

/** `clientIp`: the address the seller submits from, recorded with their sworn statements. */
export async function submitDraft(
  services: AppServices,
  seller: { id: number; name: string; email: string },
  clientIp: string,
): Promise<SubmitResult> {
  let emailId: number | null = null;
  const book = await loadRuleBook(services.db);
  try {
    const result = await services.db.transaction(async (tx) => {
      const row = await takeDraft(tx, seller.id);
      if (!row) return { ok: false, reason: "no_draft" } as const;
      // Counted in the transaction: only a submission that creates a listing counts, and the
      // count and the listing commit (or roll back, keeping the draft) together.
      const limit = await reserveListingSubmission({ ...services, db: tx }, seller.id);
      if (limit.limited) throw new Limited(limit.retryAfterSeconds);
      const judgment = await validateJudgmentStep(tx, row.data);
      if (!judgment.ok) throw new Invalid({ ok: false, reason: "invalid", step: "judgment", errors: judgment.errors });
      const pricing = pricingStepSchema.safeParse(row.data);
      if (!pricing.success) {
        throw new Invalid({ ok: false, reason: "invalid", step: "pricing", errors: listingFieldErrors(pricing.error) });
      }
      // No default: the seller chose who reads the documents, or goes back to choose.
      const chosen = privacyStepSchema.safeParse(row.data);
      if (!chosen.success) {
        throw new Invalid({ ok: false, reason: "invalid", step: "privacy", errors: listingFieldErrors(chosen.error) });
      }
      // The sworn statements, checked again against the listing's date of entry, amount and today.
      const now = services.clock.now();
      const stated = row.data.statements ? statementsFromJson(row.data.statements) : null;
      const statements = checkStatements(stated ?? blankStatements(), ledgerContext(row.data, todayIso(now)));
      if (!statements.ok) throw new Invalid({ ok: false, reason: "invalid", step: "statements", errors: statements.errors });
      const j = judgment.data;
      const p = pricing.data;
      const fee = listingFee({ askingCents: p.price, buyNowCents: p.buy_now }, p.amount);
      const privacy = chosen.data.privacy;
      const judgmentId = await insertListing(tx, {
        sellerId: seller.id,
        title: j.title,
        description: j.description ?? null,
        amountCents: p.amount,
        priceCents: p.price,
        buyNowCents: p.buy_now,
        stateId: j.state_id,
        countyId: j.county_id,
        casenum: j.casenum,
        courthouse: j.courthouse ?? null,
        dateAwarded: j.date_awarded,
        privacy,
        listingFeeCents: fee,
        ...toCollectabilityFacts(j),
      });
      await recordStatements(tx, { judgmentId, sellerId: seller.id, statements: statements.statements, statedAt: now, clientIp });
      await insertAudit(tx, {
        actorId: seller.id,
        action: "listing.submit",
        entity: "judgment",
        entityId: judgmentId,
        fromStatus: null,
        toStatus: "new",
        details: { listing_fee_cents: fee, statements_version: statements.statements.version },
      });
      // Queued inside the transaction; delivery is scheduled once it has committed.
      emailId = await queueNotification(
        tx,
        { userId: seller.id, topic: "sale_steps", publicUrl: services.config.publicUrl },
        listingReceivedEmail(
          seller,
          { id: judgmentId, title: j.title, priceCents: p.price, listingFeeCents: fee },
          services.config.publicUrl,
          services.branding,
        ),
      );
      const pastLimitNotice = await storeValueOnWrite(tx, { judgmentId, now: services.clock.now(), book, limitReviewed: false });
      return { ok: true, judgmentId, listingFeeCents: fee, pastLimitNotice } as const;
    });
    if (emailId !== null) await dispatchEmails(services, [emailId]);
    return result;
  } catch (error) {
    if (error instanceof Invalid) return error.result;
    if (error instanceof Limited) return { ok: false, reason: "limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}
