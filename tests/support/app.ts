// Test harness: real services on a fresh database, a request context like the server's, and a
// small cookie jar, so loaders and actions are exercised exactly as a browser would.
import { RouterContextProvider } from "react-router";
import { loadBranding } from "~/config/branding";
import { settableClock, type SettableClock } from "~/server/clock";
import { loadConfig } from "~/server/config";
import { requestInfoContext, servicesContext, type AppServices } from "~/server/context";
import type { DatabaseHandle } from "~/server/db/client";
import { createOfflineProvider } from "~/server/payments/offline";
import { createOfflineSms } from "~/server/sms/offline";
import { createCourtRecords } from "~/server/court-records";
import { createMemoryStorage } from "~/server/storage/storage";
import { createViewCounter } from "~/server/listings/view-counter";
import { readToast } from "~/server/toast";
import { createTestDatabase } from "./db";

/** The params of a route whose URL has none (React Router's generated types write it `{}` too). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoParams = {};

export const BASE = "http://localhost:3000";

export type TestApp = {
  handle: DatabaseHandle;
  services: AppServices;
  /** The services' clock: set or advance it to test rules that wait days. */
  clock: SettableClock;
  context(ip?: string): RouterContextProvider;
  /** A loader's or action's arguments: this request, these params, a context from `ip` (see routeArgs). */
  args<Params = NoParams>(request: Request, params?: Params, ip?: string): RouteArgs<NoInfer<Params>>;
  close(): Promise<void>;
};

/** `poolSize`: PostgreSQL connections, more for tests of simultaneous requests (see createTestDatabase). */
export async function createTestApp(env: Record<string, string> = {}, options: { poolSize?: number } = {}): Promise<TestApp> {
  const handle = await createTestDatabase(options);
  const clock = settableClock();
  const services: AppServices = {
    db: handle.db,
    // Figures are read anew on every request unless a test asks for the cache (FIGURES_CACHE_SECONDS).
    config: loadConfig({ PUBLIC_URL: BASE, FIGURES_CACHE_SECONDS: "0", ...env }),
    branding: loadBranding({}),
    cookieSecret: "test-cookie-secret",
    jobs: null,
    payments: createOfflineProvider(handle.db),
    sms: createOfflineSms(handle.db, { log: false }),
    courtRecords: createCourtRecords(loadConfig({}), handle.db),
    storage: createMemoryStorage(),
    clock,
    views: createViewCounter(handle.db, clock),
  };
  const context = (ip = "127.0.0.1") => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { ip });
    return context;
  };
  return {
    handle,
    services,
    clock,
    context,
    args: (request, params, ip) => routeArgs(request, context(ip), params),
    close: async () => {
      await services.views.stop();
      await handle.close();
    },
  };
}

/** Keeps cookies across responses, like a browser. */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(response: Response): this {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, ...rest] = pair.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export function getRequest(path: string, jar?: CookieJar, headers: Record<string, string> = {}): Request {
  return new Request(BASE + path, { headers: { ...(jar ? { cookie: jar.header() } : {}), ...headers } });
}

/**
 * A judgment page form as a browser sends it once the deal math was on screen (issue 29): the
 * amount confirmed. Without `confirmed_amount`, an offer form comes back as its review and an
 * accept goes to its review page (tests/integration/deal-math.test.ts).
 */
export function confirmed(fields: Record<string, string>): Record<string, string> {
  return fields.amount !== undefined && fields.confirmed_amount === undefined ? { ...fields, confirmed_amount: fields.amount } : fields;
}

/** A form post; a field given as a list is sent once per value (like a form's repeated inputs). */
export function formRequest(path: string, fields: Record<string, string | readonly string[]>, jar?: CookieJar): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === "string" ? [value] : value) body.append(name, one);
  }
  return new Request(BASE + path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: BASE,
      ...(jar ? { cookie: jar.header() } : {}),
    },
    body,
  });
}

export function jsonRequest(path: string, body: unknown, jar?: CookieJar, method = "POST"): Request {
  return new Request(BASE + path, {
    method,
    headers: {
      "content-type": "application/json",
      origin: BASE,
      "x-requested-with": "XMLHttpRequest",
      ...(jar ? { cookie: jar.header() } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * What React Router hands a loader or action on the server: the shape of a route module's
 * `Route.LoaderArgs` and `Route.ActionArgs`, for a route whose URL has these params.
 */
export type RouteArgs<Params = NoParams> = {
  request: Request;
  url: URL;
  pattern: string;
  params: Params;
  context: Readonly<RouterContextProvider>;
};

/** A loader or action, for helpers that call one they are given; `Params` as in RouteArgs. */
export type RouteFunction<Params = NoParams> = (args: RouteArgs<Params>) => unknown;

/**
 * The arguments of a loader or action, typed by the params given: handed to a route with `:id`,
 * they must carry `{ id }`, or the call does not compile. `url` is the request's URL; `pattern`
 * (which the app does not read) is its path.
 */
export function routeArgs<Params = NoParams>(
  request: Request,
  context: RouterContextProvider,
  params?: Params,
): RouteArgs<NoInfer<Params>> {
  const url = new URL(request.url);
  // Left out, the params are {}: RouteArgs<{}> is refused by a route whose URL has params.
  return { request, url, pattern: url.pathname, params: params ?? ({} as Params), context };
}

/** Runs a loader or action and answers what it returned or threw (route modules throw Responses). */
export async function run<T>(fn: () => Promise<T> | T): Promise<T | Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** The `data()` helper's value: actions that answer `data(x, { status })` give a DataWithResponseInit. */
export function unwrap(result: unknown): { data: any; status: number } {
  if (result && typeof result === "object" && "type" in result && (result as any).type === "DataWithResponseInit") {
    return { data: (result as any).data, status: (result as any).init?.status ?? 200 };
  }
  return { data: result, status: 200 };
}

/** The toast a redirect carries, as the next page's root loader would read it. */
export async function toastOf(app: TestApp, response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("jx_toast="))!
    .split(";")[0];
  return (await readToast(new Request(BASE, { headers: { cookie } }), app.services)).toast;
}
