// Branding: every field of the spec's Branding entity, plus the brand name. Values can be
// overridden by environment variables so a deployment can rebrand without a code change.

export type Branding = {
  name: string;
  cdn_url: string;
  dashboard_logo: string;
  blog_link: string | null;
  terms_link: string;
  pp_link: string;
  twitter_link: string | null;
  facebook_link: string | null;
  csphone: string;
  csemail: string;
  pwhelp: string;
  /**
   * Business days: to pay after acceptance, for the seller to assign after payment, for the buyer
   * to inspect the assignment (docs/decisions/0026); calendar days for an offer without a date.
   */
  timeframes: { acceptance_to_payment: number; offers_expire_days: number; payment_to_assignment: number; inspection_days: number };
};

export function loadBranding(env: Record<string, string | undefined> = process.env): Branding {
  return {
    name: env.BRAND_NAME || "Judgment Exchange",
    cdn_url: env.BRAND_CDN_URL || "",
    dashboard_logo: env.BRAND_LOGO || "/logo.svg",
    blog_link: env.BRAND_BLOG_LINK || null,
    terms_link: env.BRAND_TERMS_LINK || "/terms",
    pp_link: env.BRAND_PP_LINK || "/privacy",
    twitter_link: env.BRAND_TWITTER_LINK || "https://twitter.com/judgmentexchange",
    facebook_link: env.BRAND_FACEBOOK_LINK || "https://facebook.com/judgmentexchange",
    csphone: env.BRAND_CS_PHONE || "(800) 555-0142",
    csemail: env.BRAND_CS_EMAIL || "support@judgment.exchange",
    // The same words as PASSWORD_GUIDANCE (app/domain/password.ts; a unit test keeps them equal).
    pwhelp:
      "At least 8 characters, with a capital letter, a number and a special character. Common passwords, predictable patterns (such as Summer2024!) and your own name or e-mail are refused.",
    timeframes: {
      acceptance_to_payment: positiveInt(env.ACCEPTANCE_TO_PAYMENT_DAYS, 3),
      offers_expire_days: positiveInt(env.OFFERS_EXPIRE_DAYS, 14),
      payment_to_assignment: positiveInt(env.PAYMENT_TO_ASSIGNMENT_DAYS, 10),
      inspection_days: positiveInt(env.INSPECTION_DAYS, 5),
    },
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
