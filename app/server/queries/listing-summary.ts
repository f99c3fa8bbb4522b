// The columns of a ListingSummary (app/domain/listing-summary.ts), which every list of judgments
// shows (browse, the featured lists, a member's public page): one place, so the lists agree.
// Queries spread them into their select and join states and counties on the judgment.
import { counties, judgments, states } from "~/server/db/schema";

export const listingSummaryColumns = {
  id: judgments.id,
  title: judgments.title,
  stateName: states.name,
  stateAbbreviation: states.abbreviation,
  countyName: counties.name,
  amountCents: judgments.amountCents,
  priceCents: judgments.priceCents,
  buyNowCents: judgments.buyNowCents,
  listedAt: judgments.listedAt,
};
