// The one way to write a JSON endpoint (docs/decisions/0015-one-http-edge.md):
//
//   const route = post({ access: "member", body: offerInput }, async ({ user, body, services }) => {
//     ...
//     return Response.json({ ... });
//   });
//   export const loader = route.loader;
//   export const action = route.action;
//
//   const route = endpoint({ GET: get({ access: "anyone" }, show), PUT: put({ access: "member" }, change) });
//
// (Two plain exports, not `export const { loader, action } = route`: React Router's browser build
// strips loader and action from route modules and cannot strip a destructured export.)
//
// The helper checks the method (405 JSON with Allow), who is asking (401 signed out, 403 without the
// role), reads and checks the body against the Zod schema (422 with the field errors), and answers
// a thrown Refusal (app/server/http/refusal.ts) as its own status. Anything else thrown is a bug.
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { hasRole } from "~/domain/permissions";
import { getOptionalUser, type RequestUser } from "~/server/auth/guards";
import { getServices, type AppServices } from "~/server/context";
import { readInput } from "./body";
import { jsonError, Refusal } from "./refusal";

/** Who may call: everyone, a signed-in member, an administrator, a super-administrator. */
export type Access = "anyone" | "member" | "admin" | "super-admin";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHOD_ORDER: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export type RouteArgs = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

type UserFor<A extends Access> = A extends "anyone" ? RequestUser | null : RequestUser;

/** What a handler gets: the route's arguments, the services, who is asking and the checked body. */
export type EndpointInput<A extends Access, Body> = RouteArgs & { services: AppServices; user: UserFor<A>; body: Body };

type Options<A extends Access, S extends z.ZodType | undefined> = {
  access: A;
  /** The body's schema. Without one the body is not read (a handler may stream it, or read it itself). */
  body?: S;
};

type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One method of an endpoint, checks included, without the method check. */
export type MethodHandler = (args: RouteArgs) => Promise<Response>;

/**
 * A route module's loader and action (React Router sends GET and HEAD to the loader, the rest to
 * the action). React Router always passes every argument; tests may pass only some.
 */
export type JsonRoute = {
  loader: (args?: Partial<RouteArgs>) => Promise<Response>;
  action: (args?: Partial<RouteArgs>) => Promise<Response>;
};

/** A one-method endpoint; `handle` lets endpoint() combine several. */
export type MethodRoute = JsonRoute & { handle: MethodHandler };

export const SIGN_IN_MESSAGE = "Please sign in to continue.";
export const NOT_ALLOWED_MESSAGE = "You are not allowed to do that.";

/** Who is asking, or the refusal: 401 for a visitor where a member is needed, 403 without the role. */
async function userFor<A extends Access>(access: A, args: RouteArgs): Promise<UserFor<A>> {
  const user = await getOptionalUser(args.request, args.context);
  if (access === "anyone") return user as UserFor<A>;
  if (!user) throw jsonError(401, SIGN_IN_MESSAGE);
  if (access !== "member" && !hasRole(user.roles, access)) throw jsonError(403, NOT_ALLOWED_MESSAGE);
  return user as UserFor<A>;
}

/** The checks and the handler of one method; a thrown Refusal becomes the answer. */
export function handler<A extends Access, S extends z.ZodType | undefined = undefined>(
  options: Options<A, S>,
  handle: (input: EndpointInput<A, BodyOf<S>>) => Promise<Response> | Response,
): MethodHandler {
  return async (args) => {
    try {
      const user = await userFor(options.access, args);
      const body = (options.body ? await readInput(args.request, options.body) : undefined) as BodyOf<S>;
      return await handle({ ...args, services: getServices(args.context), user, body });
    } catch (error) {
      if (error instanceof Refusal) return error;
      throw error;
    }
  };
}

/** 405 in JSON, naming the methods the endpoint answers. */
export function methodNotAllowed(allowed: readonly Method[]): Refusal {
  const list = allowed.length > 1 ? `${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}` : allowed[0];
  return jsonError(405, `Use ${list}.`, { Allow: allowed.join(", ") });
}

/**
 * An endpoint answering several methods: `endpoint({ GET: get(...), POST: post(...) })`. Any other
 * method answers 405 in JSON. Called without a request (as some tests do), the loader is a
 * visitor's GET and the action a visitor's POST without a body.
 */
export function endpoint(methods: Partial<Record<Method, Pick<MethodRoute, "handle">>>): JsonRoute {
  const allowed = METHOD_ORDER.filter((method) => methods[method]);
  const dispatch =
    (fallback: Method) =>
    async (args: Partial<RouteArgs> = {}) => {
      const asked = args.request?.method ?? fallback;
      const chosen = methods[(asked === "HEAD" ? "GET" : asked) as Method];
      if (!chosen) return methodNotAllowed(allowed);
      const request = args.request ?? new Request("http://localhost/", { method: fallback });
      return chosen.handle({ request, params: args.params ?? {}, context: args.context! });
    };
  return { loader: dispatch("GET"), action: dispatch("POST") };
}

function single(method: Method, handle: MethodHandler): MethodRoute {
  return { ...endpoint({ [method]: { handle } }), handle };
}

/** A GET endpoint (HEAD too). */
export function get<A extends Access>(
  options: Options<A, undefined>,
  handle: (input: EndpointInput<A, undefined>) => Promise<Response> | Response,
): MethodRoute {
  return single("GET", handler(options, handle));
}

/** A POST endpoint; `body` is its schema. */
export function post<A extends Access, S extends z.ZodType | undefined = undefined>(
  options: Options<A, S>,
  handle: (input: EndpointInput<A, BodyOf<S>>) => Promise<Response> | Response,
): MethodRoute {
  return single("POST", handler(options, handle));
}

/** A PUT endpoint; `body` is its schema. */
export function put<A extends Access, S extends z.ZodType | undefined = undefined>(
  options: Options<A, S>,
  handle: (input: EndpointInput<A, BodyOf<S>>) => Promise<Response> | Response,
): MethodRoute {
  return single("PUT", handler(options, handle));
}

/** A DELETE endpoint (`delete` is a reserved word). */
export function del<A extends Access, S extends z.ZodType | undefined = undefined>(
  options: Options<A, S>,
  handle: (input: EndpointInput<A, BodyOf<S>>) => Promise<Response> | Response,
): MethodRoute {
  return single("DELETE", handler(options, handle));
}
