// The escrow rules of app/domain/escrow.ts and the refund movements of app/domain/ledger.ts:
// deadlines in business days (weekends and federal holidays skipped), the reminders' times, the
// partial refund's bounds, and that a full refund reverses the purchase exactly.
import { describe, expect, it } from "vitest";
import { assignmentDueAt, dueReminder, inspectionDueAt, partialRefundProblem, reminderTimes } from "~/domain/escrow";
import { assertBalanced, fullRefundMovement, partialRefundMovement, purchaseMovement } from "~/domain/ledger";

describe("deadlines", () => {
  it("counts business days from the day after payment, ending 11:59:59 pm US Eastern", () => {
    // Paid Friday 12/18/2026: 10 business days skip two weekends, Christmas (Fri 12/25) and New Year's Day (Fri 01/01).
    expect(assignmentDueAt(new Date("2026-12-18T20:00:00Z"), 10).toISOString()).toBe("2027-01-06T04:59:59.000Z");
    // Assigned Wednesday 11/25/2026: Thanksgiving (Thu 11/26) does not count.
    expect(inspectionDueAt(new Date("2026-11-25T15:00:00Z"), 5).toISOString()).toBe("2026-12-04T04:59:59.000Z"); // Thursday 12/03
  });
});

describe("reminders", () => {
  const due = new Date("2026-03-19T03:59:59Z"); // Wednesday 03/18, 11:59:59 pm EDT

  it("falls at 9 am Eastern halfway through and on the business day before the last", () => {
    expect(reminderTimes(due, 10).map((r) => [r.kind, r.at.toISOString()])).toEqual([
      ["half", "2026-03-11T13:00:00.000Z"], // Wednesday 03/11, 5 business days before
      ["last", "2026-03-17T13:00:00.000Z"], // Tuesday 03/17
    ]);
    // Five days: halfway is 3 business days before (Friday 03/13).
    expect(reminderTimes(due, 5).map((r) => r.kind)).toEqual(["half", "last"]);
    // Two days: the halfway reminder would be the last one: only the last. One day: none.
    expect(reminderTimes(due, 2).map((r) => r.kind)).toEqual(["last"]);
    expect(reminderTimes(due, 1)).toEqual([]);
  });

  it("names the latest reminder due, and none after the deadline", () => {
    expect(dueReminder(due, 10, new Date("2026-03-11T12:59:00Z"))).toBeNull();
    expect(dueReminder(due, 10, new Date("2026-03-11T13:00:00Z"))).toBe("half");
    expect(dueReminder(due, 10, new Date("2026-03-18T20:00:00Z"))).toBe("last");
    expect(dueReminder(due, 10, new Date("2026-03-19T04:00:00Z"))).toBeNull();
  });
});

describe("refunds", () => {
  it("keeps a partial refund above zero and under the seller's payout", () => {
    expect(partialRefundProblem(null, 90_000)).toMatch(/in dollars/);
    expect(partialRefundProblem(0, 90_000)).toMatch(/more than \$0/);
    expect(partialRefundProblem(90_000, 90_000)).toMatch(/less than the seller's payout of \$900/);
    expect(partialRefundProblem(89_999, 90_000)).toBeNull();
  });

  it("reverses the purchase exactly in a full refund, and takes a partial one out of the seller's payable", () => {
    const sale = purchaseMovement(400_000, 40_000, 40_000, 7);
    const refund = fullRefundMovement(400_000, 40_000, 40_000, 7);
    assertBalanced(refund);
    const net = new Map<string, number>();
    for (const e of [...sale, ...refund]) net.set(e.account, (net.get(e.account) ?? 0) + e.amountCents);
    expect([...net.values()].every((v) => v === 0)).toBe(true);
    expect(refund.every((e) => e.kind === "refund")).toBe(true);

    const part = partialRefundMovement(7, 25_000);
    assertBalanced(part);
    expect(part).toEqual([
      { account: "seller_payable:7", amountCents: 25_000, kind: "refund" },
      { account: "provider:clearing", amountCents: -25_000, kind: "refund" },
    ]);
  });
});
