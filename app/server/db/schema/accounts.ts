// Accounts: users, roles, sessions, one-time tokens, rate limits, outbox, contact requests,
// audit log and a small key/value table for instance-wide settings.
import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    handle: text("handle").notNull(),
    /**
     * False while the handle is a neutral one the site made up (an invited member before accepting,
     * an account made by `user:create`): the member is asked to choose one (docs/decisions/0032).
     * A handle is never made from the e-mail address.
     */
    handleChosen: boolean("handle_chosen").notNull().default(true),
    email: text("email").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordHash: text("password_hash").notNull(),
    phone: text("phone"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    // Buyer assignment info: legal name and physical address.
    addressName: text("address_name"),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    addressState: text("address_state"),
    zip: text("zip"),
    // Payment provider ids: the card customer and the payout (connected) account.
    stripeCustomerId: text("stripe_customer_id"),
    stripeConnectAccountId: text("stripe_connect_account_id"),
    // When the payout account's onboarding was completed (Stripe: details submitted, transfers
    // active); null while the seller still has to finish it. Payouts are sent only after.
    payoutAccountReadyAt: timestamp("payout_account_ready_at", { withTimezone: true }),
    /**
     * When an identity check (document + selfie; docs/decisions/0048) said this person is who they
     * claim: set once by a verified identity session, never by a payout account. Null: not verified.
     */
    identityVerifiedAt: timestamp("identity_verified_at", { withTimezone: true }),
    isPremium: boolean("is_premium").notNull().default(false),
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    /** Renew the membership each month from the default card; false once the member cancels (it runs to premium_until). */
    premiumRenews: boolean("premium_renews").notNull().default(true),
    premiumCancelledAt: timestamp("premium_cancelled_at", { withTimezone: true }),
    /** Failed renewal attempts for the month now due (reset when the membership is extended). */
    premiumRenewalAttempts: integer("premium_renewal_attempts").notNull().default(0),
    /** When the renewal job last tried to charge this member (claimed before charging: one run at a time). */
    premiumRenewalTriedAt: timestamp("premium_renewal_tried_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_handle_unique").on(sql`lower(${t.handle})`),
    // Stripe's account.updated events name the connected account.
    index("users_connect_account_idx").on(t.stripeConnectAccountId),
  ],
);

/**
 * Handles a member left (docs/decisions/0032): every handle change retires the old one, and a
 * retired handle is never given again, to anyone, so nobody can take the name others knew a member
 * by. `/users/{retired}` answers 404.
 */
export const retiredHandles = pgTable(
  "retired_handles",
  {
    id: serial("id").primaryKey(),
    handle: text("handle").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("retired_handles_handle_unique").on(sql`lower(${t.handle})`), index("retired_handles_user_idx").on(t.userId)],
);

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

// A session exists for visitors too (search state, listing drafts); user_id is set on sign-in.
// The cookie carries a random token; only its SHA-256 is stored.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// One-time tokens: e-mail verification, password reset, invitations, texted phone codes. Only
// hashes are stored. `attempts` counts wrong tries at a phone code (the code dies after a few).
export const verifications = pgTable(
  "verifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["email", "password_reset", "phone", "invitation"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("verifications_token_unique").on(t.tokenHash), index("verifications_user_idx").on(t.userId)],
);

// Fixed-window counters shared by every app instance.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// Instance-wide settings kept in the database (generated secrets, "demo data seeded" marker).
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// Every e-mail and text message goes through the outbox; a job delivers it when a transport exists.
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull().default(""),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    status: text("status", { enum: ["pending", "sent", "failed", "kept"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.createdAt), index("outbox_to_idx").on(t.toAddress)],
);

export const contactRequests = pgTable("contact_requests", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

// Who did what, when: every status transition and administrative action.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId), index("audit_actor_idx").on(t.actorId)],
);

/**
 * Identity checks a member started (docs/decisions/0048): one row per provider session (Stripe
 * Identity's VerificationSession, or the offline stand-in), its last known state as the provider
 * answered it. The member's mark is users.identity_verified_at; these rows say where a check stands.
 */
export const identitySessions = pgTable(
  "identity_sessions",
  {
    /** The provider's session id (vs_…). */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").notNull(),
    /** requires_input | processing | verified | canceled, as the provider last answered. */
    status: text("status").notNull(),
    /** Why the last attempt needs input (Stripe's last_error), shown to the member. */
    lastErrorCode: text("last_error_code"),
    lastErrorReason: text("last_error_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("identity_sessions_user_idx").on(t.userId, t.createdAt)],
);
