// The resolve form's confirmation text (app/components/admin/disputes/resolution-summary.ts): who
// gets how much for each resolution, and a partial refund the dialog cannot describe.
import { describe, expect, it } from "vitest";
import { resolutionSummary } from "~/components/admin/disputes/resolution-summary";

const sale = { paidCents: 515_000, payoutCents: 475_000, buyerHandle: "pat", sellerHandle: "dana" };

describe("resolutionSummary", () => {
  it("names the refund and the release of a partial refund", () => {
    const summary = resolutionSummary("refund_partial", "$1,000", sale);
    expect(summary).toMatchObject({ ok: true, confirmLabel: "Refund $1,000" });
    expect(summary.ok && summary.text).toContain("Refund $1,000 to the buyer @pat and release $3,750 to the seller @dana");
  });

  it("refuses a partial refund with no amount or one as large as the payout", () => {
    expect(resolutionSummary("refund_partial", "", sale)).toMatchObject({ ok: false });
    expect(resolutionSummary("refund_partial", "4750", sale)).toMatchObject({ ok: false, problem: expect.stringMatching(/less than/) });
  });

  it("names the whole payment of a full refund and the payout of a completed sale", () => {
    const full = resolutionSummary("refund_full", "ignored", sale);
    expect(full.ok && full.text).toContain("Refund $5,150 to the buyer @pat");
    const complete = resolutionSummary("complete", "", sale);
    expect(complete.ok && complete.text).toContain("Release $4,750 to the seller @dana");
  });
});
