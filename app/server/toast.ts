// Flash notices that survive a redirect: a short-lived signed cookie, read once by the root loader.
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/server/context";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "message"]),
  title: z.string().max(200).optional(),
  description: z.string().max(1000),
});
export type Toast = z.infer<typeof toastSchema>;

export const TOAST_COOKIE = "jx_toast";

function toastCookie(services: AppServices) {
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
