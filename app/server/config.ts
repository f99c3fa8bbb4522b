// Environment configuration, read once at start. See the README for every variable.

export type AppConfig = {
  production: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  sessionSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  rateLimits: boolean;
  trustProxy: boolean;
  seed: "demo" | "none";
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
    /** The signing secret of the Connect endpoint (events of sellers' accounts: account.updated). */
    connectWebhookSecret: string | null;
    /** Another Stripe API endpoint (a local stand-in for tests); null for api.stripe.com. */
    api: { host: string; port: number | null; protocol: "http" | "https" } | null;
  };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const port = Number(env.PORT) || 3000;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, "");
  return {
    // A public deployment: built for production and served over HTTPS. Secure cookies, HSTS and
    // no /dev/mail. The quick start (production build on http://localhost) is not one.
    production: env.NODE_ENV === "production" && publicUrl.startsWith("https://"),
    port,
    dataDir: env.DATA_DIR || "./data",
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    sessionSecret: env.SESSION_SECRET || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "Judgment Exchange <no-reply@judgment.exchange>",
    supportEmail: env.SUPPORT_EMAIL || env.BRAND_CS_EMAIL || "support@judgment.exchange",
    rateLimits: env.RATE_LIMIT !== "off",
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    seed: env.SEED === "none" ? "none" : "demo",
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || null,
      api: env.STRIPE_API_HOST
        ? {
            host: env.STRIPE_API_HOST,
            port: Number(env.STRIPE_API_PORT) || null,
            protocol: env.STRIPE_API_PROTOCOL === "http" ? "http" : "https",
          }
        : null,
    },
  };
}
