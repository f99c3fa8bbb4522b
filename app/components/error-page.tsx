// One error page for every status. It never shows a stack trace or an internal message; for a
// refusal (4xx, app/server/http/refusal.ts) it shows the refusal's own message, written for the
// user ("This offer is no longer pending."), rather than a generic text.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

const copy: Record<number, { title: string; text: string }> = {
  400: { title: "Bad request", text: "We could not understand that request." },
  401: { title: "Please sign in", text: "You need to be signed in to see this page." },
  403: { title: "Not allowed", text: "You are not allowed to see this page." },
  404: { title: "Page not found", text: "We could not find the page you were looking for. It may have moved or never existed." },
  405: { title: "Not allowed", text: "This page cannot be used that way." },
  409: { title: "That cannot be done now", text: "The page has changed since you opened it. Please reload it and try again." },
  // A form whose text cannot be stored (app/server/http/body.ts readBody): it only comes from scripts.
  422: {
    title: "We could not accept that",
    text: "Something you sent contains characters we cannot store. Please check it and try again.",
  },
  429: { title: "Slow down", text: "Too many requests. Please wait a minute and try again." },
};

const otherRefusal = { title: "We could not do that", text: "Please check what you sent and try again." };
const unexpected = {
  title: "Something went wrong",
  text: "An unexpected error happened on our side. We have been notified. Please try again in a moment.",
};

/**
 * The message of a refusal (a 4xx whose JSON body is `{ errors, message }`), or null. Plain-text
 * bodies ("Not Found") and every 5xx keep the page's own text.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return null;
  const data: unknown = error.data;
  if (!data || typeof data !== "object") return null;
  const { message, errors } = data as { message?: unknown; errors?: unknown };
  if (typeof message === "string" && message) return message;
  const first = errors && typeof errors === "object" ? Object.values(errors)[0] : undefined;
  return Array.isArray(first) && typeof first[0] === "string" ? first[0] : null;
}

export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, text } = copy[status] ?? (status >= 400 && status < 500 ? otherRefusal : unexpected);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="error-page">
      <p className="text-sm font-semibold text-brand-600">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-600">{refusalMessage(error) ?? text}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/contact-us" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
