// Sessions: a random token in an HttpOnly cookie, the session row in PostgreSQL (DESIGN.md
// sections 8 and 9). Visitors get a session only when something must be remembered for them.
import { createHash, randomBytes } from "node:crypto";
import { rateLimits, sessionLifetimeDays } from "~/config/limits";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { consume, retryMessage } from "~/server/rate-limit";
import { deleteSession, findLiveSession, insertSession, updateSessionData, type SessionRow } from "~/server/queries/sessions";
import { jsonError } from "~/server/http/refusal";

export const SESSION_COOKIE = "jx_session";
const lifetimeMs = sessionLifetimeDays * 24 * 60 * 60 * 1000;

const cache = new WeakMap<Request, Promise<SessionRow | null>>();

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A cookie's value; a malformed one (e.g. `jx_session=%`) is ignored, as if absent. The one reader
 * of the session cookie: the page cache decides "visitor" with it too (security/micro-cache.ts).
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The id of the session a Cookie header names (the hash of its token), if the token has the shape of ours. */
export function sessionIdOf(cookieHeader: string | null | undefined): string | null {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? hashToken(token) : null;
}

/** The live session a Cookie header names. */
function findSessionOf(cookieHeader: string | null | undefined, services: Pick<AppServices, "db">): Promise<SessionRow | null> {
  const id = sessionIdOf(cookieHeader);
  return id ? findLiveSession(services.db, id) : Promise.resolve(null);
}

function sessionCookie(services: AppServices, token: string, maxAgeSeconds: number): string {
  const secure = services.config.production ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The live session of this request, read once per request. */
export function readSession(request: Request, services: AppServices): Promise<SessionRow | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = findSessionOf(request.headers.get("cookie"), services);
    cache.set(request, pending);
  }
  return pending;
}

/**
 * The signed-in member's id behind a Cookie header, or null: for checks made in server/app.ts
 * before React Router, such as refusing a visitor's upload before its body is read.
 */
export async function signedInUserId(cookieHeader: string | undefined, services: Pick<AppServices, "db">): Promise<number | null> {
  return (await findSessionOf(cookieHeader, services))?.userId ?? null;
}

async function createSession(services: AppServices, userId: number | null, data: Record<string, unknown>, db: Executor = services.db) {
  const token = randomBytes(32).toString("base64url");
  await insertSession(db, {
    id: hashToken(token),
    userId,
    data,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return sessionCookie(services, token, lifetimeMs / 1000);
}

/**
 * Signs a user in: a new session (new token, so a planted one is useless) that keeps what the
 * visitor's session held, such as a listing draft. Answers the Set-Cookie header. `db`: the
 * transaction that checked the password is still the member's (a sign-in).
 */
export async function startUserSession(
  request: Request,
  services: AppServices,
  userId: number,
  db: Executor = services.db,
): Promise<string> {
  const previous = await readSession(request, services);
  if (previous) await deleteSession(db, previous.id);
  return createSession(services, userId, previous?.data ?? {}, db);
}

/** Signs out: deletes the session and clears the cookie. */
export async function endSession(request: Request, services: AppServices): Promise<string> {
  const session = await readSession(request, services);
  if (session) await deleteSession(services.db, session.id);
  cache.delete(request);
  return sessionCookie(services, "", 0);
}

export async function getSessionValue<T>(request: Request, services: AppServices, key: string): Promise<T | undefined> {
  const session = await readSession(request, services);
  return session?.data[key] as T | undefined;
}

/**
 * Stores a value in the session, creating a visitor session when there is none. Answers a
 * Set-Cookie header when a new session was created (the caller must send it), otherwise null.
 * New visitor sessions are rate-limited per client address (`clientIp`, needed whenever a visitor
 * may be the one asking): a script cannot fill the sessions table; past the limit a 429 is thrown.
 */
export async function setSessionValue(
  request: Request,
  services: AppServices,
  key: string,
  value: unknown,
  clientIp?: string,
): Promise<string | null> {
  const session = await readSession(request, services);
  if (session) {
    const data = { ...session.data };
    if (value === undefined) delete data[key];
    else data[key] = value;
    await updateSessionData(services.db, session.id, data);
    session.data = data;
    return null;
  }
  if (value === undefined) return null;
  if (clientIp === undefined) throw new TypeError("A visitor session needs the client's address.");
  const limit = await consume(services, `visitor-session:${clientIp}`, rateLimits.visitorSessionsPerAddress);
  if (limit.limited) {
    throw jsonError(429, `Too many new visits from your network. ${retryMessage(limit.retryAfterSeconds)}`);
  }
  return createSession(services, null, { [key]: value });
}
