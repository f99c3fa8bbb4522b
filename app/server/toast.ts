// Flash notices that survive a redirect: a short-lived signed cookie, read once by the root loader.
import { createCookie, redirect, type Cookie } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/server/context";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "message"]),
  title: z.string().max(200).optional(),
  description: z.string().max(1000),
});
export type Toast = z.infer<typeof toastSchema>;

export const TOAST_COOKIE = "jx_toast";

// Made once per services (every page's root loader reads it): creating a cookie costs more than parsing one.
const cookies = new WeakMap<AppServices, Cookie>();

function toastCookie(services: AppServices): Cookie {
  let cookie = cookies.get(services);
  if (!cookie) cookies.set(services, (cookie = makeToastCookie(services)));
  return cookie;
}

function makeToastCookie(services: AppServices): Cookie {
  return createCookie(TOAST_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: services.config.production,
    secrets: [services.cookieSecret],
    maxAge: 120,
  });
}

export async function toastHeader(services: AppServices, toast: Toast): Promise<string> {
  return toastCookie(services).serialize(toast);
}

export async function redirectWithToast(
  services: AppServices,
  url: string,
  toast: Toast,
  extraHeaders: Record<string, string | readonly string[] | null> = {},
): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await toastHeader(services, toast));
  for (const [name, value] of Object.entries(extraHeaders)) for (const one of [value ?? []].flat()) headers.append(name, one);
  return redirect(url, { headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request, services: AppServices) {
  const cookie = toastCookie(services);
  const raw = await cookie.parse(request.headers.get("cookie")).catch(() => null);
  const parsed = toastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, clear: null };
  return { toast: parsed.data, clear: await cookie.serialize("", { maxAge: 0 }) };
}
