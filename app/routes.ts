// Every URL of the marketplace, in one table. Pages are route modules (loader + action);
// JSON endpoints are resource routes at exactly the paths the specs name.
import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/public/index.tsx"),
  route("home", "routes/home/index.tsx"),

  // Resources pages
  route("about", "routes/public/about.tsx"),
  route("faq", "routes/public/faq.tsx"),
  route("how-to-buy", "routes/public/how-to-buy.tsx"),
  route("how-to-sell", "routes/public/how-to-sell.tsx"),
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

  // Browsing and the judgment page
  route("judgments", "routes/judgments/index.tsx"),
  route("judgments/search", "routes/judgments/search.tsx"),
  route("judgments/search/clear", "routes/judgments/search-clear.tsx"),
  route("judgments/by_state/:abbreviation", "routes/judgments/by-state.tsx"),
  route("judgments/by_county/:countyId", "routes/judgments/by-county.tsx"),
  route("judgments/:id", "routes/judgments/detail.tsx"),
  route("users/:handle", "routes/users/detail.tsx"),

  // JSON API
  ...prefix("api", [
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
    route("messages", "routes/api/messages.ts"),
    route("users/profile", "routes/api/users/profile.ts"),
  ]),

  // Development only: the outbox of e-mails that were not sent.
  route("dev/mail", "routes/dev/mail.tsx"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
