// Environment configuration, read once at start. See the README for every variable.

export type AppConfig = {
  production: boolean;
  port: number;
  /** The address to listen on (HOST); null listens on every interface. */
  host: string | null;
  /**
   * The local demo (`npm start`) or development, reachable from this machine only (listening on
   * and addressed as a loopback address). Only then are demo data seeded by default and the outbox
   * shown to everyone: a deployment never gets the demo's published passwords unless SEED=demo.
   */
  localOnly: boolean;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  sessionSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  rateLimits: boolean;
  /**
   * How long figures that are the same for everyone (/market's, a group's comparable sales) are
   * kept in each process (FIGURES_CACHE_SECONDS, default 60; 0 computes them on every request).
   */
  figuresCacheSeconds: number;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Express's "trust proxy"): false, a number of
   * hops in front of the app, or a list of proxy addresses/subnets. Never "everyone": the left end
   * of X-Forwarded-For is whatever the client wrote, and every per-address limit would be forgeable.
   */
  trustProxy: false | number | string;
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
  /** Identity checks (docs/decisions/0048). */
  identity: {
    /**
     * A member pays more than this (cents, the total charged) only once their identity is
     * verified: IDENTITY_PAYMENT_THRESHOLD in dollars, default 10000 ($10,000).
     */
    paymentThresholdCents: number;
  };
  twilio: TwilioConfig | null;
  /** FRED's API for the index rates behind judgment interest (FRED_API_KEY); null keeps the shipped table. */
  fred: FredConfig | null;
  /** Uploaded documents in an S3 bucket (S3_*); null keeps them on the local disk under DATA_DIR. */
  s3: S3Config | null;
  /** CourtListener's API for the verification form's federal lookups (COURTLISTENER_*); null: offline demo dockets, none in a deployment. */
  courtListener: { token: string; apiUrl: string | null } | null;
};

/** Twilio's account for text messages (TWILIO_*); null sends none (the offline provider keeps them). */
export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or, instead, a messaging service (MG…) that picks one. */
  from: string | null;
  messagingServiceSid: string | null;
  /** Another API root than https://api.twilio.com (a local stand-in for tests); null for Twilio. */
  apiUrl: string | null;
};

/** FRED (api.stlouisfed.org): the key, and another API root for a local stand-in in tests (FRED_API_URL). */
export type FredConfig = { apiKey: string; apiUrl: string | null };

/** An S3 bucket, on AWS or on an S3-compatible server (MinIO, Ceph, R2…) at `endpoint`. */
export type S3Config = {
  bucket: string;
  region: string;
  /** Another endpoint than AWS's (http://minio.internal:9000); null for AWS S3. */
  endpoint: string | null;
  /** Address the bucket as endpoint/bucket/key rather than bucket.endpoint/key (MinIO wants it). */
  forcePathStyle: boolean;
  /** null: the AWS SDK's own credential chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

const S3_VARIABLES = ["S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"];

/**
 * S3_BUCKET selects the S3 store; without any S3_* variable documents stay on the local disk. A
 * half-written set stops the start with what is missing, rather than quietly keeping documents on
 * one machine's disk.
 */
export function readS3Config(env: Record<string, string | undefined>): S3Config | null {
  const set = S3_VARIABLES.filter((name) => env[name]?.trim());
  if (set.length === 0) return null;
  function refuse(problem: string): never {
    throw new Error(
      `S3 storage: ${problem} Set S3_BUCKET and S3_REGION to keep documents in S3, or unset every S3_* variable to keep them on the local disk.`,
    );
  }
  const value = (name: string) => env[name]?.trim() || null;
  const bucket = value("S3_BUCKET");
  const region = value("S3_REGION");
  if (!bucket) refuse(`${set.join(", ")} ${set.length === 1 ? "is" : "are"} set but S3_BUCKET is not.`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    refuse(`S3_BUCKET "${bucket}" is not a bucket name (3–63 lowercase letters, digits, dots and hyphens).`);
  if (!region) refuse("S3_BUCKET is set but S3_REGION is not (us-east-1 for most S3-compatible servers).");
  const endpoint = value("S3_ENDPOINT");
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    refuse(`S3_ENDPOINT "${endpoint}" is not an http(s) address such as http://127.0.0.1:9000.`);
  const accessKeyId = value("S3_ACCESS_KEY_ID");
  const secretAccessKey = value("S3_SECRET_ACCESS_KEY");
  if (!accessKeyId !== !secretAccessKey)
    refuse(
      `${accessKeyId ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"} is set without ${accessKeyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}.`,
    );
  const pathStyle = value("S3_FORCE_PATH_STYLE")?.toLowerCase() ?? "false";
  if (!["1", "true", "0", "false"].includes(pathStyle)) refuse(`S3_FORCE_PATH_STYLE is "${pathStyle}"; use true or false.`);
  return {
    bucket: bucket,
    region: region,
    endpoint: endpoint?.replace(/\/$/, "") ?? null,
    forcePathStyle: pathStyle === "1" || pathStyle === "true",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

/** The default payment above which a member must have verified their identity: $10,000. */
export const DEFAULT_IDENTITY_PAYMENT_THRESHOLD_CENTS = 1_000_000;

/**
 * IDENTITY_PAYMENT_THRESHOLD: whole dollars or dollars and cents ("10000", "2500.50"); unset keeps
 * $10,000. Anything else stops the start, rather than quietly letting large payments through.
 */
export function readIdentityThreshold(value: string | undefined): number {
  const text = value?.trim().replace(/,/g, "") ?? "";
  if (text === "") return DEFAULT_IDENTITY_PAYMENT_THRESHOLD_CENTS;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text))
    throw new Error(`IDENTITY_PAYMENT_THRESHOLD "${value}" is not an amount in dollars such as 10000 or 2500.50.`);
  return Math.round(Number(text) * 100);
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopback(host: string): boolean {
  return LOOPBACK_NAMES.has(host.toLowerCase()) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopback(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: unset, "0" or "false" → trust none; a whole number → that many proxy hops (the
 * usual "1" for one load balancer); otherwise a comma-separated list of proxy addresses or subnets
 * ("loopback", "10.0.0.0/8"). "true" means one hop, not every hop.
 */
export function readTrustProxy(value: string | undefined): false | number | string {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return false;
  if (text === "true") return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return text;
}

/** A whole number of seconds, 0 or more; `fallback` when unset or not one. */
function readSeconds(text: string | undefined, fallback: number): number {
  return text !== undefined && /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : fallback;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const port = Number(env.PORT) || 3000;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, "");
  // `npm start` is the local demo (DEMO=1); `npm run dev` is development. Both listen on
  // 127.0.0.1 unless HOST says otherwise, and then stop being local-only.
  const local = env.NODE_ENV === "development" || env.DEMO === "1";
  const host = env.HOST || (local ? "127.0.0.1" : null);
  const localOnly = local && host !== null && isLoopback(host) && isLoopbackUrl(publicUrl);
  return {
    // A public deployment: built for production and served over HTTPS. Secure cookies, HSTS and
    // no /dev/mail. The quick start (production build on http://localhost) is not one.
    production: env.NODE_ENV === "production" && publicUrl.startsWith("https://"),
    port,
    host,
    localOnly,
    dataDir: env.DATA_DIR || "./data",
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    sessionSecret: env.SESSION_SECRET || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "Judgment Exchange <no-reply@judgment.exchange>",
    supportEmail: env.SUPPORT_EMAIL || env.BRAND_CS_EMAIL || "support@judgment.exchange",
    rateLimits: env.RATE_LIMIT !== "off",
    figuresCacheSeconds: readSeconds(env.FIGURES_CACHE_SECONDS, 60),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    // Demo data (accounts with the README's passwords) only in the local demo, or when asked for.
    seed: env.SEED === "demo" ? "demo" : env.SEED === "none" ? "none" : localOnly ? "demo" : "none",
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
    identity: { paymentThresholdCents: readIdentityThreshold(env.IDENTITY_PAYMENT_THRESHOLD) },
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM_NUMBER || null,
            messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID || null,
            apiUrl: env.TWILIO_API_URL || null,
          }
        : null,
    fred: env.FRED_API_KEY ? { apiKey: env.FRED_API_KEY, apiUrl: env.FRED_API_URL || null } : null,
    s3: readS3Config(env),
    courtListener: env.COURTLISTENER_API_TOKEN ? { token: env.COURTLISTENER_API_TOKEN, apiUrl: env.COURTLISTENER_API_URL || null } : null,
  };
}
