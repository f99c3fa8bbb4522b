// Rate limits (DESIGN.md section 8). Counters live in PostgreSQL; RATE_LIMIT=off disables them.
export type RateRule = { max: number; windowSeconds: number };

export const rateLimits = {
  /** Failed sign-ins per account (e-mail) before sign-in is paused for that account. */
  loginFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins per client address. */
  loginFailuresPerAddress: { max: 20, windowSeconds: 15 * 60 },
  registrationsPerAddress: { max: 10, windowSeconds: 60 * 60 },
  passwordResetsPerAddress: { max: 10, windowSeconds: 60 * 60 },
  contactPerUser: { max: 5, windowSeconds: 60 * 60 },
  messagesPerUser: { max: 30, windowSeconds: 60 * 60 },
  offersPerUser: { max: 30, windowSeconds: 60 * 60 },
  /** Sessions created for visitors (a search or a listing draft) per client address. */
  visitorSessionsPerAddress: { max: 60, windowSeconds: 60 * 60 },
  /** Listings submitted (for review) per member. */
  listingSubmissionsPerUser: { max: 10, windowSeconds: 24 * 60 * 60 },
  /** Changes to one's offer on one listing: each is e-mailed to the seller. */
  offerEditsPerListing: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export const requestLimits = {
  /** Largest accepted body for forms and JSON. */
  maxBodyBytes: 1024 * 1024,
  /** Largest accepted body for document uploads (20 MB file plus form overhead). */
  maxUploadBytes: 21 * 1024 * 1024,
} as const;

/**
 * Document uploads received at the same time (DESIGN.md section 8). Each holds a connection, a
 * parser and a file being written while its body arrives, so one instance takes only a few at a
 * time (more: 503 with Retry-After) and one member at most two (more: 429). The uploader sends its
 * files one after another, so a member never meets the second limit by using the page.
 */
export const uploadLimits = {
  perInstance: 4,
  perUser: 2,
  retryAfterSeconds: 5,
  /** Files in one post of the form without JavaScript (the API takes one per request). */
  filesPerForm: 20,
} as const;

export const sessionLifetimeDays = 30;
export const emailVerificationHours = 48;
export const passwordResetMinutes = 60;
