// Every URL of the marketplace, in one table. Pages are route modules (loader + action);
// JSON endpoints are resource routes at exactly the paths the specs name.
import { type RouteConfig, type RouteConfigEntry, index, prefix, route } from "@react-router/dev/routes";

const caseSensitive = (entries: RouteConfigEntry[]) => entries.map((entry) => ({ ...entry, caseSensitive: true }));

export default [
  index("routes/public/index.tsx"),
  route("home", "routes/home/index.tsx"),
  route("dashboard", "routes/home/dashboard-redirect.ts"),

  // Resources pages
  route("about", "routes/public/about.tsx"),
  route("faq", "routes/public/faq.tsx"),
  route("how-to-buy", "routes/public/how-to-buy.tsx"),
  route("how-to-sell", "routes/public/how-to-sell.tsx"),
  route("how-it-works", "routes/public/how-it-works.ts"),
  route("contact-us", "routes/public/contact-us.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("privacy", "routes/public/privacy.tsx"),

  // Accounts
  route("register", "routes/auth/register.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("verify-email/resend", "routes/auth/verify-email-resend.tsx"),
  route("invitation", "routes/auth/invitation.tsx"),

  // Browsing and the judgment page
  route("judgments", "routes/judgments/index.tsx"),
  route("judgments/search", "routes/judgments/search.tsx"),
  route("judgments/search/clear", "routes/judgments/search-clear.tsx"),
  route("judgments/by_state/:abbreviation", "routes/judgments/by-state.tsx"),
  route("judgments/by_county/:countyId", "routes/judgments/by-county.tsx"),
  route("judgments/:id", "routes/judgments/detail.tsx"),
  route("judgments/:id/edit", "routes/judgments/edit.tsx"),
  route("judgments/buy/:id", "routes/judgments/buy.tsx"),
  route("judgments/pay/:id", "routes/judgments/pay-for-judgment.tsx"),
  route("profile", "routes/profile/index.tsx"),
  route("notifications", "routes/notifications/index.tsx"),
  route("payouts", "routes/payouts/index.tsx"),
  route("payments", "routes/payments/index.tsx"),
  route("webhooks/stripe", "routes/webhooks/stripe.ts", { caseSensitive: true }),
  route("users/:handle", "routes/users/detail.tsx"),

  // Messages (every one reviewed before delivery)
  route("messages", "routes/messages/index.tsx"),
  route("messages/count", "routes/messages/count.ts"),
  route("messages/mark_read", "routes/messages/mark-read.ts"),

  // Selling: the listing wizard (each step a real URL and form), documents, enhancements
  route("sell", "routes/listing-wizard/index.tsx"),
  route("sell/contact", "routes/listing-wizard/contact.tsx"),
  route("sell/judgment", "routes/listing-wizard/judgment.tsx"),
  route("sell/pricing", "routes/listing-wizard/pricing.tsx"),
  route("sell/privacy", "routes/listing-wizard/privacy.tsx"),
  route("sell/review", "routes/listing-wizard/review.tsx"),
  route("sell/user", "routes/listing-wizard/user.tsx"),
  route("sell/resume", "routes/listing-wizard/resume.tsx"),
  route("sell/resume/stop", "routes/listing-wizard/resume-stop.tsx"),
  route("sell/save", "routes/listing-wizard/save.tsx"),
  route("sell/checkout", "routes/listing-wizard/checkout.tsx"),
  route("sell/success", "routes/listing-wizard/success.tsx"),
  route("sell/documents", "routes/listing-wizard/documents-upload.tsx"),
  route("sell/documents/:id", "routes/listing-wizard/documents.tsx"),
  route("sell/enhance", "routes/listing-wizard/enhance.tsx"),
  route("sell/enhance/:id", "routes/listing-wizard/enhance-later.tsx"),
  route("sell/upgrade/:id", "routes/listing-wizard/premium-upgrade.tsx"),
  route("selling", "routes/selling-dashboard/index.tsx"),

  // Administration
  ...prefix("admin", [
    index("routes/admin/index.tsx"),
    route("judgments", "routes/admin/judgments/index.tsx"),
    route("judgments/pending", "routes/admin/judgments/pending.tsx"),
    route("judgments/sold", "routes/admin/judgments/sold.tsx"),
    route("judgments/approve", "routes/admin/judgments/approve.ts"),
    route("judgments/request_info", "routes/admin/judgments/request-info.ts"),
    route("assignments", "routes/admin/assignments.tsx"),
    route("messages", "routes/admin/messages/index.tsx"),
    route("messages/history", "routes/admin/messages/history.tsx"),
    route("banned_words", "routes/admin/banned-words/index.tsx"),
    route("banned_words/:id", "routes/admin/banned-words/delete.ts"),
    route("upsells", "routes/admin/upsells/index.tsx"),
    route("users", "routes/admin/users/index.tsx"),
    route("users/create", "routes/admin/users/create.tsx"),
    route("users/:id", "routes/admin/users/detail.tsx"),
    route("users/:id/restore", "routes/admin/users/restore.ts"),
  ]),

  // JSON API. Case-sensitive like the request guard (app/server/security/request-guard.ts), which
  // requires X-Requested-With on paths starting "/api/": "/API/…" must not reach these routes.
  ...caseSensitive(
    prefix("api", [
      route("states", "routes/api/states.ts"),
      route("counties/:stateId", "routes/api/counties.ts"),
      route("judgments/featured", "routes/api/judgments/featured.ts"),
      route("judgments/watchlist", "routes/api/judgments/watchlist-list.ts"),
      route("judgments/selling", "routes/api/judgments/selling.ts"),
      route("judgments/buying", "routes/api/judgments/buying.ts"),
      route("judgments/myoffers", "routes/api/judgments/myoffers.ts"),
      route("judgments/highest_offer/:id", "routes/api/judgments/highest-offer.ts"),
      route("judgments/watchlist/:id", "routes/api/judgments/watchlist-status.ts"),
      route("judgments/watchlist/add/:id", "routes/api/judgments/watchlist-add.ts"),
      route("judgments/watchlist/remove/:id", "routes/api/judgments/watchlist-remove.ts"),
      route("judgments/:id", "routes/api/judgments/judgment.ts"),
      route("judgments/sell/progress", "routes/api/listing-wizard/progress.ts"),
      route("judgments/sell", "routes/api/listing-wizard/submit.ts"),
      route("judgments/sell/upsells", "routes/api/listing-wizard/upsells.ts"),
      route("judgments/documents", "routes/api/documents/upload.ts"),
      route("judgments/documents/:id", "routes/api/documents/list.ts"),
      route("documents/view/:id", "routes/api/documents/view.ts"),
      route("upsells", "routes/api/upsells.ts"),
      route("enhancements/payment", "routes/api/enhancements/payment.ts"),
      route("enhancements/payment/later", "routes/api/enhancements/payment-later.ts"),
      route("upgrade/payment", "routes/api/upgrade/payment.ts"),
      route("judgments/offer", "routes/api/offers/create.ts"),
      route("judgments/offer/edit", "routes/api/offers/edit.ts"),
      route("judgments/offers/accept", "routes/api/offers/accept.ts"),
      route("judgments/offers/reject", "routes/api/offers/reject.ts"),
      route("judgments/payment", "routes/api/judgments/payment.ts"),
      route("users/payment_methods", "routes/api/users/payment-methods.ts"),
      route("users/payment_methods/default", "routes/api/users/payment-method-default.ts"),
      route("users/payment_methods/:id", "routes/api/users/payment-method.ts"),
      route("users/setup-intent", "routes/api/users/setup-intent.ts"),
      route("users/address", "routes/api/users/address.ts"),
      route("users/phone", "routes/api/users/phone.ts"),
      route("users/code", "routes/api/users/code.ts"),
      route("users/password", "routes/api/users/password.ts"),
      route("judgments/documents/:id/assignment", "routes/api/documents/assignment-list.ts"),
      route("judgments/assigned", "routes/api/assignment/assigned.ts"),
      route("judgments/buyer_approved", "routes/api/assignment/buyer-approved.ts"),
      route("payouts", "routes/api/payouts/list.ts"),
      route("payouts/stripe", "routes/api/payouts/stripe.ts"),
      route("messages", "routes/api/messages/list.ts"),
      route("judgments/message", "routes/api/messages/send.ts"),
      route("judgments/message/reply", "routes/api/messages/reply.ts"),
      route("admin/messages/approve", "routes/api/admin/messages/approve.ts"),
      route("admin/messages/reject", "routes/api/admin/messages/reject.ts"),
      route("admin/documents", "routes/api/admin/documents.ts"),
      route("users/profile", "routes/api/users/profile.ts"),
      // Last: any other /api/... path answers 404 in JSON, never the HTML page.
      route("*", "routes/api/not-found.ts"),
    ]),
  ),

  // Development only: the outbox of e-mails that were not sent.
  route("dev/mail", "routes/dev/mail.tsx"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
