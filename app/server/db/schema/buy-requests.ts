// The invitations sellers send to investors whose standing buy requests match a listing
// (docs/decisions/0054): one per buy request and listing, kept as the record that the e-mail went.
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { judgments, savedSearches } from "./marketplace";

export const buyRequestInvitations = pgTable(
  "buy_request_invitations",
  {
    id: serial("id").primaryKey(),
    buyRequestId: integer("buy_request_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("buy_request_invitations_unique").on(t.buyRequestId, t.judgmentId),
    index("buy_request_invitations_judgment_idx").on(t.judgmentId),
  ],
);
