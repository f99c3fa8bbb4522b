// /admin/messages/history: every decided message, the latest decision first, with its decision,
// who took it and when; 20 a page, searchable by the sender's or recipient's handle.
import { Form, Link } from "react-router";
import type { Route } from "./+types/history";
import { AdminPageHeading, messagesArea } from "~/components/admin/admin-page-heading";
import { DecisionSummary, MessageCard } from "~/components/admin/message-card";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { loadMessageHistory } from "~/server/messages/review-pages";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Message History", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  return loadMessageHistory(request, getServices(context), admin.id);
}

export default function AdminMessageHistory({ loaderData }: Route.ComponentProps) {
  const { total, messages, paging, handle } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Manage Judgment Messaging" area={messagesArea}>
        Every message an administrator approved or rejected, the latest decision first.
      </AdminPageHeading>

      <Form method="get" className="mb-6 flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor="history-handle" className="label">
            Sender or recipient handle
          </label>
          <input id="history-handle" name="handle" defaultValue={handle} className="input" placeholder="e.g. investor42" maxLength={40} />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
        {handle && (
          <Link to="/admin/messages/history" className="btn-secondary">
            Clear
          </Link>
        )}
      </Form>

      <p className="mb-3 text-sm text-slate-600" data-testid="history-count">
        {total.toLocaleString("en-US")} decided {total === 1 ? "message" : "messages"}
        {handle && <> involving “{handle}”</>}
      </p>

      {messages.length === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="history-empty">
          <p className="text-lg font-semibold">{handle ? "No decided messages match this handle." : "No message has been decided yet."}</p>
        </div>
      ) : (
        <>
          <div className="space-y-4">
            {messages.map((message) => (
              <MessageCard key={message.id} message={message}>
                <DecisionSummary message={message} />
              </MessageCard>
            ))}
          </div>
          <div className="mt-8">
            <AdminPagination paging={paging} />
          </div>
        </>
      )}
    </div>
  );
}
