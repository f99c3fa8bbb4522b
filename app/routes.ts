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

  // JSON API
  ...prefix("api", [
    route("states", "routes/api/states.ts"),
    route("counties/:stateId", "routes/api/counties.ts"),
  ]),

  // Development only: the outbox of e-mails that were not sent.
  route("dev/mail", "routes/dev/mail.tsx"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
