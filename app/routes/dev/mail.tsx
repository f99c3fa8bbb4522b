// /dev/mail: the e-mails and text messages kept in the outbox. Open to everyone only in the local
// demo; to administrators anywhere, with other people's one-time links and codes hidden
// (server/mail/outbox-access.ts).
import type { Route } from "./+types/mail";
import { formatDate } from "~/domain/dates";
import { getOptionalUser } from "~/server/auth/guards";
import { storableOrNull } from "~/domain/storable-text";
import { getServices } from "~/server/context";
import { hideOneTimeLinks, hideTextCodes, outboxAccess } from "~/server/mail/outbox-access";
import { listRecentOutbox } from "~/server/queries/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = getServices(context);
  const user = await getOptionalUser(request, context);
  const access = outboxAccess(config, user?.roles ?? []);
  if (access === "none") throw new Response("Not Found", { status: 404 });
  const to = storableOrNull(new URL(request.url).searchParams.get("to"))?.slice(0, 254) || undefined;
  const messages = await listRecentOutbox(db, 50, to);
  const readable = (e: (typeof messages)[number]) => {
    if (access === "everyone") return e.bodyText;
    if (e.channel === "sms") return e.toAddress === user?.phone ? e.bodyText : hideTextCodes(e.bodyText);
    return e.toAddress.toLowerCase() === user?.email.toLowerCase() ? e.bodyText : hideOneTimeLinks(e.bodyText);
  };
  return {
    to: to ?? "",
    access,
    emails: messages.map((e) => ({
      id: e.id,
      channel: e.channel,
      to: e.toAddress,
      subject: e.subject,
      text: readable(e),
      status: e.status,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-2 text-sm text-slate-600">
        {loaderData.access === "everyone"
          ? "The local demo sends no e-mail (no SMTP_URL) and no text message (no Twilio): every message is kept here. Only this machine can reach this page."
          : "The e-mails and text messages the marketplace wrote, for administrators. Sign-in and reset links in other people's e-mails, and codes in their texts, are hidden."}
      </p>
      <form method="get" className="mt-4 flex gap-2">
        <label htmlFor="to" className="sr-only">
          Recipient
        </label>
        <input
          id="to"
          name="to"
          type="text"
          defaultValue={loaderData.to}
          placeholder="E-mail or +1 phone number"
          className="input max-w-xs"
        />
        <button className="btn-secondary" type="submit">
          Filter
        </button>
      </form>
      {loaderData.emails.length === 0 ? (
        <p className="mt-8 text-slate-600">No messages yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.emails.map((email) =>
            email.channel === "sms" ? (
              <li key={email.id} className="card border-l-4 border-l-accent-600 p-4" data-testid="outbox-text">
                <p className="text-xs text-slate-500">
                  <span className="mr-1 rounded bg-accent-600/10 px-1.5 py-0.5 font-semibold uppercase tracking-wide text-slate-800">
                    Text message
                  </span>
                  {formatDate(email.createdAt)} · to {email.to} · {email.status}
                </p>
                <p className="mt-3 whitespace-pre-wrap text-sm text-slate-700">{email.text}</p>
              </li>
            ) : (
              <li key={email.id} className="card p-4" data-testid="outbox-email">
                <p className="text-xs text-slate-500">
                  {formatDate(email.createdAt)} · to {email.to} · {email.status}
                </p>
                <h2 className="mt-1 font-semibold">{email.subject}</h2>
                <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-700">
                  <Linkified text={email.text} />
                </pre>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
