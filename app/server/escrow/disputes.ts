// Disputes (docs/decisions/0026). The accepted buyer opens one during the inspection window
// (assigned → disputed: the payout stays held); the owner answers it once; an administrator
// resolves it as one transition with its ledger movement, an audit entry carrying the
// administrator's reason, and e-mails to both sides:
//   complete        disputed → sold    the payout released as it was
//   refund_partial  disputed → sold    part of the price refunded, the payout reduced by it, then released
//   refund_full     disputed → hidden  the sale undone and refunded in full (./sale-refund.ts)
// Two submissions (twice, or two administrators at once) wait for each other on the listing row:
// the second finds the dispute resolved and is refused, so the provider is asked to refund once.
import {
  DISPUTE_ALREADY_ANSWERED,
  DISPUTE_WINDOW_CLOSED,
  disputeResolutionShort,
  disputeText,
  disputeTextProblem,
  isDisputeReason,
  isDisputeResolution,
  isPast,
  mayAnswerDispute,
  partialRefundProblem,
  type DisputeResolutionCode,
} from "~/domain/escrow";
import { partialRefundMovement } from "~/domain/ledger";
import { parseDollarsToCents } from "~/domain/money";
import { statusLetsView } from "~/domain/listing-visibility";
import { isAdmin } from "~/domain/permissions";
import { invalid, jsonError } from "~/server/http/refusal";
import { applyListingTransition, NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { disputeAnsweredEmail, disputeOpenedEmail, disputeResolvedEmail, type Resolution } from "~/server/mail/escrow-emails";
import { insertAudit } from "~/server/queries/audit";
import {
  findDispute,
  findOpenDispute,
  insertDispute,
  insertRefund,
  lockEscrowListing,
  lockLivePayout,
  lockSalePayment,
  markDisputeResolved,
  reduceAndReleasePayout,
  setSellerResponse,
} from "~/server/queries/escrow";
import { insertLedgerMovement } from "~/server/queries/payments";
import { holdText } from "~/server/messages/hold";
import { heldTextsOfDispute } from "~/server/queries/member-texts";
import { releasePayout } from "~/server/queries/payouts";
import { NO_SALE, refundSaleInFull } from "./sale-refund";
import { runEscrowStep, saleOf, tell, tellAdministrators, type EscrowResult, type EscrowServices } from "./step";

type Actor = { id: number; roles: readonly string[] };

export const NO_DISPUTE = "There is no open dispute on this judgment.";
export const DISPUTE_ALREADY_RESOLVED = "This dispute was already resolved.";
export const OWN_SALE_REFUSED =
  "Administrators cannot resolve a dispute about their own sale or purchase: another administrator must do it.";

/** The accepted buyer disputes the assignment, within the inspection window. */
export function openDispute(
  services: EscrowServices,
  judgmentId: number,
  user: Actor,
  body: { reason: unknown; details: unknown },
): Promise<EscrowResult> {
  return runEscrowStep(services, async (tx) => {
    const now = services.clock.now();
    const listing = await lockEscrowListing(tx, judgmentId);
    if (!listing) throw jsonError(404, NO_SUCH_JUDGMENT);
    const { to } = await applyListingTransition(tx, {
      judgmentId,
      event: "open_dispute",
      userId: user.id,
      isAdmin: isAdmin(user.roles),
      at: now,
    });
    if (isPast(listing.inspectionDueAt, now)) throw jsonError(409, DISPUTE_WINDOW_CLOSED);
    const details = disputeText(body.details);
    const problems = {
      ...(isDisputeReason(body.reason) ? {} : { reason: ["Choose what is wrong."] }),
      ...(disputeTextProblem("what is wrong", details) ? { details: [disputeTextProblem("what is wrong", details)!] } : {}),
    };
    if (Object.keys(problems).length > 0 || !isDisputeReason(body.reason)) throw invalid(problems);
    const payment = listing.acceptedOfferId === null ? null : await lockSalePayment(tx, judgmentId, listing.acceptedOfferId);
    if (!payment) throw jsonError(409, "This sale has no payment to dispute.");
    const dispute = await insertDispute(tx, {
      judgmentId,
      paymentId: payment.id,
      buyerId: user.id,
      sellerId: listing.sellerId,
      reason: body.reason,
      details,
    });
    // The buyer's explanation reaches the seller once an administrator approves it (docs/decisions/0032).
    await holdText(tx, {
      kind: "dispute",
      judgmentId,
      senderId: user.id,
      recipientId: listing.sellerId,
      disputeId: dispute.id,
      body: details,
    });
    await insertAudit(tx, {
      actorId: user.id,
      action: "dispute.open",
      entity: "dispute",
      entityId: dispute.id,
      toStatus: "open",
      details: { judgmentId, reason: dispute.reason },
    });
    const sale = saleOf(services, listing);
    const facts = { reason: dispute.reason, details };
    const emails = [
      await tell(tx, services, user.id, (p) => disputeOpenedEmail(p, sale, facts, "buyer", services.branding)),
      await tell(tx, services, listing.sellerId, (p) => disputeOpenedEmail(p, sale, facts, "seller", services.branding)),
    ];
    const adminSale = { ...sale, url: `${services.config.publicUrl}/admin/disputes/${dispute.id}` };
    emails.push(
      ...(await tellAdministrators(tx, services, [user.id, listing.sellerId], (p) =>
        disputeOpenedEmail(p, adminSale, facts, "admin", services.branding),
      )),
    );
    return { status: to, emails };
  });
}

/** The owner answers the open dispute, once (again only after moderation rejected the answer). */
export function answerDispute(
  services: EscrowServices,
  judgmentId: number,
  user: Actor,
  body: { response: unknown },
): Promise<EscrowResult> {
  return runEscrowStep(services, async (tx) => {
    const now = services.clock.now();
    const listing = await lockEscrowListing(tx, judgmentId);
    if (!listing) throw jsonError(404, NO_SUCH_JUDGMENT);
    if (listing.sellerId !== user.id) {
      // Whoever may not know the listing exists is answered as if it did not.
      if (!statusLetsView(listing, { id: user.id, roles: user.roles, premium: false })) throw jsonError(404, NO_SUCH_JUDGMENT);
      throw jsonError(403, "Only the seller can answer this dispute.");
    }
    const dispute = listing.status === "disputed" ? await findOpenDispute(tx, judgmentId, { forUpdate: true }) : null;
    if (!dispute) throw jsonError(409, NO_DISPUTE);
    // Once; again after moderation rejected the answer (the dispute row is locked: two answers wait for each other).
    const earlier = dispute.sellerRespondedAt ? (await heldTextsOfDispute(tx, dispute.id)).answer : null;
    if (!mayAnswerDispute(dispute.sellerRespondedAt, earlier?.status ?? null)) throw jsonError(409, DISPUTE_ALREADY_ANSWERED);
    const response = disputeText(body.response);
    const problem = disputeTextProblem("your answer", response);
    if (problem) throw invalid({ response: [problem] });
    await setSellerResponse(tx, dispute.id, response, now);
    // The answer reaches the buyer once an administrator approves it (docs/decisions/0032).
    await holdText(tx, {
      kind: "dispute_answer",
      judgmentId,
      senderId: user.id,
      recipientId: dispute.buyerId,
      disputeId: dispute.id,
      body: response,
    });
    await insertAudit(tx, {
      actorId: user.id,
      action: "dispute.answer",
      entity: "dispute",
      entityId: dispute.id,
      details: { judgmentId, ...(earlier ? { again: true } : {}) },
    });
    const sale = saleOf(services, listing);
    const emails = [await tell(tx, services, listing.buyerId, (p) => disputeAnsweredEmail(p, sale, "buyer", services.branding))];
    const adminSale = { ...sale, url: `${services.config.publicUrl}/admin/disputes/${dispute.id}` };
    emails.push(
      ...(await tellAdministrators(tx, services, [user.id, listing.buyerId], (p) =>
        disputeAnsweredEmail(p, adminSale, "admin", services.branding),
      )),
    );
    return { status: listing.status, emails };
  });
}

const resolutionEvent = {
  complete: "resolve_complete",
  refund_partial: "resolve_partial_refund",
  refund_full: "resolve_full_refund",
} as const satisfies Record<DisputeResolutionCode, string>;

/** An administrator resolves an open dispute: `amount` (dollars as typed) for a partial refund, `note` the reason. */
export async function resolveDispute(
  services: EscrowServices,
  disputeId: number,
  admin: Actor,
  body: { resolution: unknown; amount?: unknown; note: unknown },
): Promise<EscrowResult> {
  const found = await findDispute(services.db, disputeId);
  if (!found || !isAdmin(admin.roles))
    return { ok: false, status: 404, message: "No dispute found.", errors: { _: ["No dispute found."] } };
  return runEscrowStep(services, async (tx) => {
    const now = services.clock.now();
    const note = disputeText(body.note);
    const noteProblem = disputeTextProblem("the reason for your decision", note, 10);
    const problems = {
      ...(isDisputeResolution(body.resolution) ? {} : { resolution: ["Choose how to resolve the dispute."] }),
      ...(noteProblem ? { note: [noteProblem] } : {}),
    };
    if (Object.keys(problems).length > 0 || !isDisputeResolution(body.resolution)) throw invalid(problems);
    const resolution = body.resolution;
    const listing = await lockEscrowListing(tx, found.judgmentId);
    if (!listing) throw jsonError(404, NO_SUCH_JUDGMENT);
    if (admin.id === listing.sellerId || admin.id === listing.buyerId) throw jsonError(403, OWN_SALE_REFUSED);
    const dispute = await findOpenDispute(tx, found.judgmentId, { forUpdate: true });
    if (!dispute || dispute.id !== disputeId) throw jsonError(409, DISPUTE_ALREADY_RESOLVED);
    const payout = await lockLivePayout(tx, listing.id);
    if (!payout || payout.status !== "pending") throw jsonError(409, "This sale's payout is no longer held.");
    const refundCents = resolution === "refund_partial" ? parseDollarsToCents(body.amount) : null;
    if (resolution === "refund_partial") {
      const problem = partialRefundProblem(refundCents, payout.amountCents);
      if (problem) throw invalid({ amount: [problem] });
    }
    const { to } = await applyListingTransition(tx, {
      judgmentId: listing.id,
      event: resolutionEvent[resolution],
      userId: admin.id,
      isAdmin: true,
      update: resolution === "refund_full" ? NO_SALE : { inspectionDueAt: null },
      details: { disputeId, resolution, refundCents, reason: note },
      at: now,
    });

    let refundId: number | undefined;
    let outcome: Resolution;
    if (resolution === "refund_full") {
      const refund = await refundSaleInFull(tx, { listing, actorId: admin.id, reason: "dispute_full", at: now });
      refundId = refund.id;
      outcome = { kind: "refund_full", refundCents: refund.amountCents };
    } else if (resolution === "refund_partial" && refundCents !== null) {
      const payment = await lockSalePayment(tx, listing.id, listing.acceptedOfferId!);
      if (!payment) throw jsonError(409, "This sale has no payment to refund.");
      await insertLedgerMovement(tx, partialRefundMovement(listing.sellerId, refundCents), {
        judgmentId: listing.id,
        paymentId: payment.id,
      });
      await reduceAndReleasePayout(tx, payout.id, refundCents, now);
      const refund = await insertRefund(tx, {
        paymentId: payment.id,
        judgmentId: listing.id,
        amountCents: refundCents,
        reason: "dispute_partial",
        createdBy: admin.id,
        createdAt: now,
      });
      refundId = refund.id;
      outcome = { kind: "refund_partial", refundCents, payoutCents: payout.amountCents - refundCents };
    } else {
      await releasePayout(tx, listing.id, now);
      outcome = { kind: "complete" };
    }
    const refunded = outcome.kind === "complete" ? null : outcome.refundCents;
    await markDisputeResolved(tx, disputeId, { resolution, refundCents: refunded, note, adminId: admin.id, at: now });
    await insertAudit(tx, {
      actorId: admin.id,
      action: "dispute.resolve",
      entity: "dispute",
      entityId: disputeId,
      fromStatus: "open",
      toStatus: resolution,
      details: { judgmentId: listing.id, refundCents: refunded, reason: note, outcome: disputeResolutionShort[resolution] },
    });
    const sale = saleOf(services, listing);
    const emails = [
      await tell(tx, services, listing.buyerId, (p) => disputeResolvedEmail(p, sale, outcome, note, "buyer", services.branding)),
      await tell(tx, services, listing.sellerId, (p) => disputeResolvedEmail(p, sale, outcome, note, "seller", services.branding)),
    ];
    return { status: to, emails, refundId };
  });
}
