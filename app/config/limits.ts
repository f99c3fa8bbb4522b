// Rate limits (DESIGN.md section 8). Counters live in PostgreSQL; RATE_LIMIT=off disables them.
//
// Every limit is reserved before the work it guards: one atomic upsert counts the attempt and
// answers whether it may go ahead (app/server/rate-limit.ts), so a burst of simultaneous requests
// cannot all read "under the limit" before any of them is counted.

/** At most `max` attempts in a fixed window that starts at the first one; then refused until it ends. */
export type RateRule = { max: number; windowSeconds: number };

/**
 * Slows down instead of refusing for long: the first `max` attempts go ahead at once; after that,
 * each attempt must wait `delaySeconds` after the previous one, doubling with every further
 * attempt up to `maxDelaySeconds`. The count is forgotten `windowSeconds` after the last attempt.
 */
export type BackoffRule = RateRule & { delaySeconds: number; maxDelaySeconds: number };

// Password checks (sign-in, and the password change form through the same function,
// checkPasswordThrottled in app/server/auth/password-attempts.ts). Each check reserves an attempt
// under three keys before the password is looked at; a wrong password keeps its reservations, a
// right one gives them back (and clears the pair's failures).
//
// - Per account AND address (the pair): 5 free attempts, then 1 minute, 2, 4, … up to 1 hour between
//   attempts, forgotten after a day without one. Someone guessing a victim's password from their
//   address slows down only their own pair: the owner signing in from the owner's address is not
//   affected, so failures can no longer lock the owner out.
// - Per address, across accounts (credential stuffing): 20 failures per 15 minutes, then refused
//   until the window ends.
// - Per account, across addresses (a guessing attack spread over many addresses): after 50 failures
//   the account is slowed, never locked: one attempt every 10 seconds, doubling up to 5 minutes,
//   forgotten after an hour without one. An address that signed in to the account in the last 30
//   days is not slowed by this ceiling, so its owner still gets in at once from a familiar address.
//
// - A trusted browser (docs/decisions/0030): one that signed in to the account, or completed a
//   password reset or an invitation for it, since its password last changed (a `jx_browser` cookie
//   whose token the server remembers for the account, 90 days from its last use). Its attempts on
//   that account count under the browser's own key only, never under the three above: whatever
//   others guess, from wherever, the owner's browser signs in at once. Its own failures slow it
//   like a pair (10 free, then 1 minute doubling up to an hour), so a stolen cookie gives few
//   guesses, and every password change forgets the account's trusted browsers and familiar
//   addresses (the browser that changed it is trusted again).
//
// The keys use the e-mail address as typed (lower-cased), whether or not an account has it, so the
// throttle answers the same for unknown addresses.
export const passwordAttemptLimits = {
  perAccountAndAddress: { max: 5, windowSeconds: 24 * 3600, delaySeconds: 60, maxDelaySeconds: 3600 },
  perAddress: { max: 20, windowSeconds: 15 * 60 },
  perAccount: { max: 50, windowSeconds: 3600, delaySeconds: 10, maxDelaySeconds: 5 * 60 },
  perTrustedBrowser: { max: 10, windowSeconds: 24 * 3600, delaySeconds: 60, maxDelaySeconds: 3600 },
  /** How long a successful sign-in (or a completed reset) makes its address familiar for the account. */
  familiarAddressSeconds: 30 * 24 * 3600,
  /** How long a browser stays trusted for an account after its last sign-in, reset or invitation there. */
  trustedBrowserSeconds: 90 * 24 * 3600,
} as const satisfies {
  perAccountAndAddress: BackoffRule;
  perAddress: RateRule;
  perAccount: BackoffRule;
  perTrustedBrowser: BackoffRule;
  familiarAddressSeconds: number;
  trustedBrowserSeconds: number;
};

export const rateLimits = {
  /** Sign-ups per client address (also bounds how fast registration can be used to probe addresses). */
  registrationsPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /** "Someone tried to register with your address" notices per e-mail address: one a day, never a flood. */
  registrationNoticesPerEmail: { max: 1, windowSeconds: 24 * 60 * 60 },
  passwordResetsPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /** Reset links mailed to one account, whatever the addresses asking: no flooding someone's inbox. */
  passwordResetEmailsPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** New confirmation links a member may ask for. */
  verificationEmailsPerUser: { max: 5, windowSeconds: 60 * 60 },
  /**
   * Strength checks of a proposed new password per client address, before the sign-up limit: each
   * costs tens of milliseconds of CPU, and a refused weak password must not use up a sign-up.
   */
  passwordChecksPerAddress: { max: 60, windowSeconds: 60 * 60 },
  contactPerUser: { max: 5, windowSeconds: 60 * 60 },
  messagesPerUser: { max: 30, windowSeconds: 60 * 60 },
  offersPerUser: { max: 30, windowSeconds: 60 * 60 },
  /** Cards a member tries to save on /payments: each try asks the bank. */
  cardsAddedPerUser: { max: 10, windowSeconds: 60 * 60 },
  /** Sessions created for visitors (a search or a listing draft) per client address. */
  visitorSessionsPerAddress: { max: 60, windowSeconds: 60 * 60 },
  /**
   * New visitor drafts (a first save of a name and e-mail in the listing wizard: Your Details, or the
   * progress API with an e-mail) per client network, an hour and a day: each starts a draft kept
   * for the one resume e-mail. Saving the same draft again is not counted (docs/decisions/0014):
   * an office of 30 people behind one address can each start a listing in the same hour, while a
   * script gets at most 100 drafts (so 100 resume e-mails, each to an address not written to in
   * 30 days) a day from one address.
   */
  newDraftsPerAddress: { max: 30, windowSeconds: 60 * 60 },
  newDraftsPerAddressPerDay: { max: 100, windowSeconds: 24 * 60 * 60 },
  /** Listings submitted (for review) per member. */
  listingSubmissionsPerUser: { max: 10, windowSeconds: 24 * 60 * 60 },
  /**
   * Spreadsheet imports that create listings, per member (each up to 2,000 rows; a check that
   * creates nothing is not counted). Counted apart from the wizard's submissions: an import is one
   * deliberate batch, and the review queue shows it as such (docs/decisions/0052).
   */
  listingImportsPerUser: { max: 5, windowSeconds: 24 * 60 * 60 },
  /**
   * Invitations a seller sends investors whose buy requests match their listings (each an e-mail
   * to an investor; docs/decisions/0054). An invitation already sent is not counted again.
   */
  buyRequestInvitationsPerSeller: { max: 20, windowSeconds: 24 * 60 * 60 },
  /** Changes to one's offer on one listing: each is e-mailed to the seller. */
  offerEditsPerListing: { max: 5, windowSeconds: 60 * 60 },
  /** Phone verification codes texted to one member: a new one at most every minute... */
  phoneCodesPerMinute: { max: 1, windowSeconds: 60 },
  /** ...and five an hour, whatever the numbers (each text costs money and reaches someone's phone). */
  phoneCodesPerHour: { max: 5, windowSeconds: 60 * 60 },
  /** ...and five an hour to any one number, whichever accounts ask (nobody floods someone else's phone). */
  phoneCodesPerNumber: { max: 5, windowSeconds: 60 * 60 },
  /** Identity checks started per member (each a Stripe Identity session, billed once submitted; docs/decisions/0048). */
  identityChecksPerDay: { max: 5, windowSeconds: 24 * 60 * 60 },
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
  /**
   * An upload whose body sends less than minBytesPerWindow in any slowWindowSeconds is dropped
   * (408), freeing its slot: 16 KB in 30 s is far below any real connection.
   */
  slowWindowSeconds: 30,
  minBytesPerWindow: 16 * 1024,
  /** Documents one listing may hold of each kind (listing documents, assignment documents). */
  documentsPerListing: 50,
  /** A dispute's evidence, per side (the buyer's, the seller's), so neither can crowd out the other. */
  documentsPerDisputeSide: 20,
  /** Files in one post of the form without JavaScript (the API takes one per request). */
  filesPerForm: 20,
} as const;

export const sessionLifetimeDays = 30;
export const emailVerificationHours = 48;
export const passwordResetMinutes = 60;

/** A texted phone verification code works for 10 minutes and 5 tries; then the member asks for a new one. */
export const phoneCode = { validMinutes: 10, maxTries: 5 } as const;

/**
 * The fewest guesses zxcvbn must estimate for a new password (docs/decisions/0031): 10^8, the bound of
 * its score 3 ("safely unguessable" for online attacks). Not the score itself: zxcvbn counts a
 * password with no pattern as 10^length guesses and wants 10^8 + 5 for a 3, so no 8-character
 * password could ever score 3, while a random one reaches 10^8 and is as strong as 8 characters go.
 */
export const minimumPasswordGuesses = 1e8;

/**
 * How many leading characters of a new password zxcvbn judges: its cost grows with the length
 * (a 128-character repeated pattern took 400 ms), and 40 characters that are easy to guess
 * make no strong password however they go on.
 */
export const passwordStrengthCheckedChars = 40;

/**
 * Feedback after a sale (docs/decisions/0045): how long after a sale ended each side may rate the
 * other, how far back the reputation's share positive looks, and how long a comment or reply may be.
 */
export const feedbackLimits = {
  windowDays: 60,
  reputationMonths: 12,
  maxTextChars: 1000,
} as const;
