// One error page for every status. It never shows a stack trace or an internal message.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

const copy: Record<number, { title: string; text: string }> = {
  400: { title: "Bad request", text: "We could not understand that request." },
  401: { title: "Please sign in", text: "You need to be signed in to see this page." },
  403: { title: "Not allowed", text: "You are not allowed to see this page." },
  404: { title: "Page not found", text: "We could not find the page you were looking for. It may have moved or never existed." },
  // A form whose text cannot be stored (app/server/http.ts readBody): it only comes from scripts.
  422: { title: "We could not accept that", text: "Something you sent contains characters we cannot store. Please check it and try again." },
  429: { title: "Slow down", text: "Too many requests. Please wait a minute and try again." },
};

export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, text } = copy[status] ?? {
    title: "Something went wrong",
    text: "An unexpected error happened on our side. We have been notified. Please try again in a moment.",
  };
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="error-page">
      <p className="text-sm font-semibold text-brand-600">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="btn-primary">Go to the home page</Link>
        <Link to="/contact-us" className="btn-secondary">Contact us</Link>
      </div>
    </section>
  );
}
