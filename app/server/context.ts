// How the server's services reach loaders and actions: through the request context
// (React Router middleware context), set once per request by server/app.ts.
import { createContext, type RouterContextProvider } from "react-router";
import type { Branding } from "~/config/branding";
import type { Clock } from "~/server/clock";
import type { CourtRecords } from "~/server/court-records/provider";
import type { AppConfig } from "~/server/config";
import type { Database } from "~/server/db/client";
import type { JobQueue } from "~/server/jobs/queue";
import type { PaymentProvider } from "~/server/payments/provider";
import type { SmsProvider } from "~/server/sms/provider";
import type { ViewCounter } from "~/server/listings/view-counter";
import type { FileStorage } from "~/server/storage/storage";

export type AppServices = {
  db: Database;
  config: AppConfig;
  branding: Branding;
  /** Secret used to sign cookies (flash messages). */
  cookieSecret: string;
  jobs: JobQueue | null;
  payments: PaymentProvider;
  /** Text messages: Twilio, or the offline provider's outbox. */
  sms: SmsProvider;
  /** Federal dockets for the verification form: CourtListener, the offline demo dockets, or none. */
  courtRecords: CourtRecords;
  /** Uploaded documents: a local folder by default. */
  storage: FileStorage;
  /** The time the marketplace's rules read (the system clock; a settable one in tests). */
  clock: Clock;
  /** Listing views, noted per request and written in batches. */
  views: ViewCounter;
};

/**
 * What the request says about its client. `ip` is the client's network as every per-address rule
 * counts it (app/domain/client-network.ts: IPv4 as is, IPv6 its /64), from the proxy hops
 * TRUST_PROXY allows.
 */
export type RequestInfo = {
  ip: string;
  /** Set once a loader found the request's member (auth/guards.ts): such a page is never cached for visitors. */
  member?: boolean;
  /**
   * The page written without React Router failed for this request (server/visitor-pages.ts,
   * member-pages.ts): its loader answers 503 at once (writtenPageNotAgain) instead of running the
   * same reads a second time, on a database that is likely failing or overloaded.
   */
  writtenPageFailed?: boolean;
};

/** A page's loader that a page written without React Router shares: not run twice for one request. */
export function writtenPageNotAgain(context: Readonly<RouterContextProvider>): void {
  if (getRequestInfo(context).writtenPageFailed) throw new Response("Service Unavailable", { status: 503 });
}

export const servicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown" });

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
