// Development only: the e-mails kept in the outbox because no SMTP server is configured.
import type { Route } from "./+types/mail";
import { formatDate } from "~/domain/dates";
import { storableOrNull } from "~/domain/storable-text";
import { getServices } from "~/server/context";
import { listRecentEmails } from "~/server/queries/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox (development)" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = getServices(context);
  if (config.production || config.smtpUrl) throw new Response("Not Found", { status: 404 });
  const to = storableOrNull(new URL(request.url).searchParams.get("to"))?.slice(0, 254) || undefined;
  const emails = await listRecentEmails(db, 50, to);
  return {
    to: to ?? "",
    emails: emails.map((e) => ({
      id: e.id,
      to: e.toAddress,
      subject: e.subject,
      text: e.bodyText,
      status: e.status,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <>
      {parts.map((part, i) => (/^https?:\/\//.test(part) ? <a key={i} href={part} className="break-all">{part}</a> : part))}
    </>
  );
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-2 text-sm text-slate-600">
        No SMTP server is configured (SMTP_URL), so e-mails are kept here. This page does not exist in production.
      </p>
      <form method="get" className="mt-4 flex gap-2">
        <label htmlFor="to" className="sr-only">Recipient</label>
        <input id="to" name="to" type="email" defaultValue={loaderData.to} placeholder="Filter by recipient" className="input max-w-xs" />
        <button className="btn-secondary" type="submit">Filter</button>
      </form>
      {loaderData.emails.length === 0 ? (
        <p className="mt-8 text-slate-600">No e-mails yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.emails.map((email) => (
            <li key={email.id} className="card p-4" data-testid="outbox-email">
              <p className="text-xs text-slate-500">{formatDate(email.createdAt)} · to {email.to} · {email.status}</p>
              <h2 className="mt-1 font-semibold">{email.subject}</h2>
              <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-700"><Linkified text={email.text} /></pre>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
