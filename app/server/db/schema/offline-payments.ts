// The offline payment provider's own records (customers, saved cards, charges, identity checks), so the simulated
// provider behaves like a real one across restarts and app instances. Unused with Stripe.
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const offlineProviderObjects = pgTable(
  "offline_provider_objects",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["customer", "payment_method", "charge", "refund", "account", "transfer", "identity_session"] }).notNull(),
    customerId: text("customer_id"),
    idempotencyKey: text("idempotency_key").unique(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("offline_objects_customer_idx").on(t.kind, t.customerId)],
);
