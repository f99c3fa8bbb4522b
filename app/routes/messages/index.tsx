// /messages (page name UserMessages): the member's messages, 20 a page (items under `data`, as GET
// /api/messages answers), all of them or only received or sent ones. Received ones are bold until
// opened; opening one shows it with a reply form; sent ones show where their review stands.
// Replies work without JavaScript too (intent=reply to this page's action).
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { MessageList, MessagePager } from "~/components/messages/message-list";
import { pageTitle } from "~/components/page-title";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { loadMailbox, type MailboxName } from "~/server/messages/mailbox";
import { replyIntentAction } from "~/server/messages/page-intents";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Messages", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const mailbox = await loadMailbox(getServices(context).db, user.id, new URL(request.url), "/messages");
  return { ...mailbox, userId: user.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const body = await readBody(request);
  const url = new URL(request.url);
  return replyIntentAction(getServices(context), { user, body, back: `/messages${url.search}` });
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
  const { box, messages, unread, userId } = loaderData;
  const replyErrors =
    actionData && "messageErrors" in actionData ? { messageId: actionData.messageId, errors: actionData.messageErrors } : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="inbox-summary">
            {unread > 0 ? `${unread.toLocaleString("en-US")} unread` : "No unread messages"}. Every message is reviewed by our team before
            delivery.
          </p>
        </div>
      </div>

      <nav aria-label="Messages" className="mb-4 flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Link
            key={tab.box}
            to={tab.to}
            aria-current={tab.box === box ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium no-underline ${tab.box === box ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {messages.data.length === 0 && messages.total > 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="inbox-past-end">
          <p className="text-lg font-semibold">There are no messages on this page.</p>
          <Link to={tabs.find((tab) => tab.box === box)!.to} className="btn-secondary mt-4">
            Go to the first page
          </Link>
        </div>
      ) : messages.data.length === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="inbox-empty">
          <p className="text-lg font-semibold">No messages yet!</p>
          <p className="mt-1 text-sm text-slate-600">{emptyHints[box]}</p>
          <Link to="/judgments" className="btn-secondary mt-4">
            Browse Judgments
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-2 text-xs text-slate-600">
            {messages.from}–{messages.to} of {messages.total.toLocaleString("en-US")}
          </p>
          <MessageList messages={messages.data} userId={userId} replyErrors={replyErrors} />
          <MessagePager links={messages.links} />
        </>
      )}
    </div>
  );
}
