// Who is asking, and may they? Guards throw a Response: pages redirect visitors to sign in,
// the JSON API answers 401; a signed-in user without the role gets 403 (a Refusal, whose message
// the error page shows). JSON endpoints use app/server/http/endpoint.ts, which checks the same.
import { redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { hasRole, type RoleName } from "~/domain/permissions";
import { getRequestInfo, getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { wantsJson } from "~/server/http/wants-json";
import { requestUserOf, type RequestUser } from "./request-user";
import { readSession } from "~/server/session";
import { signInPathTo } from "~/domain/sign-in-path";

type Context = Readonly<RouterContextProvider>;

/** The signed-in user of a request (./request-user.ts), read once per request. */
export type { RequestUser };

const userCache = new WeakMap<Request, Promise<RequestUser | null>>();

export function getOptionalUser(request: Request, context: Context): Promise<RequestUser | null> {
  let pending = userCache.get(request);
  if (!pending) {
    const services = getServices(context);
    pending = readSession(request, services)
      .then((session) => requestUserOf(services, session?.userId))
      .then((user) => {
        if (user) getRequestInfo(context).member = true;
        return user;
      });
    userCache.set(request, pending);
  }
  return pending;
}

export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return redirect(signInPathTo(back));
}

export async function requireUser(request: Request, context: Context): Promise<RequestUser> {
  const user = await getOptionalUser(request, context);
  if (user) return user;
  if (wantsJson(request) || request.method !== "GET") {
    throw jsonError(401, "Please sign in to continue.");
  }
  throw loginRedirect(request);
}

export async function requireRole(request: Request, context: Context, role: RoleName): Promise<RequestUser> {
  const user = await requireUser(request, context);
  if (!hasRole(user.roles, role)) {
    throw jsonError(403, wantsJson(request) ? "You are not allowed to do that." : "You are not allowed to see this page.");
  }
  return user;
}

/** For /login and /register: a signed-in user is sent to the dashboard. */
export async function requireAnonymous(request: Request, context: Context): Promise<void> {
  if (await getOptionalUser(request, context)) throw redirect("/home");
}
