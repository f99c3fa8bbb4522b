// The "Your feedback" page (/feedback, docs/decisions/0045): every sale the member bought or sold,
// newest first, with where its feedback stands. It reaches a sale whatever became of its listing (a
// refunded buyer whose listing went back to review can no longer open its page), and links to the
// listing only when the member may still see it.
import { canViewListing } from "~/domain/listing-visibility";
import type { AppServices } from "~/server/context";
import { listSalesOfMember } from "~/server/queries/feedback";
import { feedbackOfSales } from "./view";
import type { SaleFeedback } from "~/components/feedback/feedback-view";

/** How many sales the page lists (a member with more sees the newest). */
export const MEMBER_FEEDBACK_SALES = 100;

export type MemberSaleFeedback = SaleFeedback & { judgmentId: number; title: string; canOpenListing: boolean };

export async function loadMemberFeedback(
  services: Pick<AppServices, "db" | "clock">,
  member: { id: number; premium: boolean },
): Promise<MemberSaleFeedback[]> {
  const now = services.clock.now();
  const sales = await listSalesOfMember(services.db, member.id, MEMBER_FEEDBACK_SALES);
  const shown = await feedbackOfSales(services.db, sales, member.id, now);
  const viewer = { id: member.id, roles: [] as string[], premium: member.premium };
  return shown.map((item, index) => {
    const sale = sales[index]!;
    return { ...item, judgmentId: sale.judgmentId, title: sale.title, canOpenListing: canViewListing(sale.listing, viewer, now) };
  });
}
