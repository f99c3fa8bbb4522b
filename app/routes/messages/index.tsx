// /messages (page name UserMessages): the member's messages, 20 a page (items under `data`, as GET
// /api/messages answers), all of them or only received or sent ones. Received ones are bold until
// opened; opening one shows it with a reply form; sent ones show where their review stands.
// The page does not hydrate (docs/decisions/0040): a row opens its dialog by the HTML invoker
// commands, the enhancement script marks a message read as it opens (app/enhance/mark-read.ts,
// POST /messages/mark_read), and the forms post here: intent=reply (success back with a toast,
// field errors on the page with the dialog open) and intent=mark-read (the way without the script).
import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { MessageList, MessagePager } from "~/components/messages/message-list";
import { unreadSummary } from "~/components/messages/unread-look";
import { pageTitle } from "~/components/page-title";
import { loadAsDocument } from "~/components/document-load";
import { parseId } from "~/domain/ids";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { loadMailbox, type MailboxName } from "~/server/messages/mailbox";
import { replyIntentAction } from "~/server/messages/page-intents";
import { markMessageRead } from "~/server/queries/messages";
import { redirectWithToast } from "~/server/toast";

/** Reached by a link from a page that hydrates, it loads as a document (with the enhancement script). */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Messages", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const mailbox = await loadMailbox(getServices(context).db, user.id, new URL(request.url), "/messages");
  const url = new URL(request.url);
  // The dialogs' forms post back to this very page (its box and page number).
  return { ...mailbox, userId: user.id, here: `/messages${url.search}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const body = await readBody(request);
  const services = getServices(context);
  const back = `/messages${new URL(request.url).search}`;
  if (body.intent === "mark-read") {
    // A POST, never a GET: a prefetched or previewed link must not mark a message read unopened.
    const id = parseId(body.message_id);
    if (id !== null && (await markMessageRead(services.db, id, user.id))) return redirect(back);
    return redirectWithToast(services, back, { type: "error", description: "This message does not exist." });
  }
  return replyIntentAction(services, { user, body, back });
}

const tabs: { box: MailboxName; label: string; to: string }[] = [
  { box: "all", label: "All", to: "/messages" },
  { box: "inbox", label: "Received", to: "/messages?box=inbox" },
  { box: "sent", label: "Sent", to: "/messages?box=sent" },
];

const emptyHints: Record<MailboxName, string> = {
  all: "Messages you send to sellers, and their replies, appear here once our team has reviewed them.",
  inbox: "Messages to you appear here once our team has reviewed them.",
  sent: "Use Contact Seller on a judgment's page to ask its seller a question.",
};

export default function UserMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { box, messages, unread, userId, here } = loaderData;
  const replyErrors =
    actionData && "messageErrors" in actionData
      ? { messageId: actionData.messageId, errors: actionData.messageErrors, typed: actionData.messageTyped }
      : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="inbox-summary">
            <span data-enhance="unread-summary">{unreadSummary(unread)}</span>. Every message is reviewed by our team before delivery.
          </p>
        </div>
      </div>

      <nav aria-label="Messages" className="mb-4 flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <a
            key={tab.box}
            href={tab.to}
            aria-current={tab.box === box ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium no-underline ${tab.box === box ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {tab.label}
          </a>
        ))}
      </nav>

      {messages.data.length === 0 && messages.total > 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="inbox-past-end">
          <p className="text-lg font-semibold">There are no messages on this page.</p>
          <a href={tabs.find((tab) => tab.box === box)!.to} className="btn-secondary mt-4">
            Go to the first page
          </a>
        </div>
      ) : messages.data.length === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="inbox-empty">
          <p className="text-lg font-semibold">No messages yet!</p>
          <p className="mt-1 text-sm text-slate-600">{emptyHints[box]}</p>
          <a href="/judgments" className="btn-secondary mt-4">
            Browse Judgments
          </a>
        </div>
      ) : (
        <>
          <p className="mb-2 text-xs text-slate-600">
            {messages.from}–{messages.to} of {messages.total.toLocaleString("en-US")}
          </p>
          <MessageList messages={messages.data} userId={userId} action={here} replyErrors={replyErrors} />
          <MessagePager links={messages.links} />
        </>
      )}
    </div>
  );
}
