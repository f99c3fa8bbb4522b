// Submitting the wizard's draft: one transaction takes the draft (so a double submit makes one
// listing), checks every rule again, creates the judgment with status 'new' and the listing fee
// computed here from the fee configuration, audits it and queues the "received" e-mail.
import { listingFee } from "~/domain/fees";
import { pricingStepSchema, listingFieldErrors } from "~/domain/listing-form";
import type { AppServices } from "~/server/context";
import { validateJudgmentStep } from "~/server/listings/listing-input";
import { listingReceivedEmail } from "~/server/mail/listing-emails";
import { dispatchEmails, queueEmailInTransaction } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { takeDraft } from "~/server/queries/drafts";
import { insertListing } from "~/server/queries/listings";

export type SubmitResult =
  | { ok: true; judgmentId: number; listingFeeCents: number }
  /** No draft (already submitted, or never started). */
  | { ok: false; reason: "no_draft" }
  /** A step is not complete or no longer valid: go back to it. */
  | { ok: false; reason: "invalid"; step: "judgment" | "pricing"; errors: Record<string, string[]> };

class Invalid extends Error {
  constructor(readonly result: Extract<SubmitResult, { reason: "invalid" }>) {
    super("invalid draft");
  }
}

export async function submitDraft(
  services: AppServices,
  seller: { id: number; name: string; email: string },
): Promise<SubmitResult> {
  let emailId: number | null = null;
  try {
    const result = await services.db.transaction(async (tx) => {
      const row = await takeDraft(tx, seller.id);
      if (!row) return { ok: false, reason: "no_draft" } as const;
      const judgment = await validateJudgmentStep(tx, row.data);
      if (!judgment.ok) throw new Invalid({ ok: false, reason: "invalid", step: "judgment", errors: judgment.errors });
      const pricing = pricingStepSchema.safeParse(row.data);
      if (!pricing.success) {
        throw new Invalid({ ok: false, reason: "invalid", step: "pricing", errors: listingFieldErrors(pricing.error) });
      }
      const j = judgment.data;
      const p = pricing.data;
      const fee = listingFee(p.price, p.amount);
      const privacy = row.data.privacy === "private" ? "private" : "public";
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
      });
      await insertAudit(tx, {
        actorId: seller.id,
        action: "listing.submit",
        entity: "judgment",
        entityId: judgmentId,
        fromStatus: null,
        toStatus: "new",
        details: { listing_fee_cents: fee },
      });
      // Queued inside the transaction; delivery is scheduled once it has committed.
      emailId = await queueEmailInTransaction(
        tx,
        listingReceivedEmail(
          seller,
          { id: judgmentId, title: j.title, priceCents: p.price, listingFeeCents: fee },
          services.config.publicUrl,
          services.branding,
        ),
      );
      return { ok: true, judgmentId, listingFeeCents: fee } as const;
    });
    if (emailId !== null) await dispatchEmails(services, [emailId]);
    return result;
  } catch (error) {
    if (error instanceof Invalid) return error.result;
    throw error;
  }
}
