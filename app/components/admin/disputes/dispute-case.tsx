// The parts of /admin/disputes/{id} an administrator decides from: the listing and both sides,
// the sale's money, the buyer's dispute and the seller's answer, the documents (each side's
// evidence and the assignment documents), and, once resolved, the decision and its refund.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "~/domain/dates";
import { disputeReasonLabels, disputeResolutionShort } from "~/domain/escrow";
import { listingStatusLabels } from "~/domain/listing-status";
import { formatMoney } from "~/domain/money";
import type { AdminDisputeView, DisputeDocumentLine, DisputeParty } from "./dispute-view";
import { StatementsList } from "~/components/judgments/detail-statements";
import { noStatementsText } from "~/domain/sworn-statements";

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="card p-4 sm:p-5" data-testid={testId} aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] sm:gap-x-4">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Party({ party }: { party: DisputeParty }) {
  return (
    <span>
      <Link to={`/users/${party.handle}`}>@{party.handle}</Link>
      {party.name && <span className="text-slate-600"> ({party.name})</span>}
      <span className="text-slate-400"> · </span>
      <Link to={`/admin/users/${party.id}`} className="text-xs">
        account
      </Link>
    </span>
  );
}

const money = (cents: number | null) => (cents === null ? "—" : formatMoney(cents));

const payoutStatusWords: Record<string, string> = {
  pending: "held",
  released: "released",
  paid: "paid out",
  failed: "payout failed",
  cancelled: "cancelled",
};

export function SaleFacts({ view }: { view: AdminDisputeView }) {
  const { listing, buyer, seller, money: m } = view;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="The listing" testId="dispute-listing">
        <Facts
          rows={[
            [
              "Judgment",
              <Link key="t" to={`/judgments/${listing.id}`} className="font-medium">
                {listing.title}
              </Link>,
            ],
            ["Case", [listing.casenum, listing.courthouse].filter(Boolean).join(", ")],
            ["Judgment amount", formatMoney(listing.amountCents)],
            ["Listing status", listingStatusLabels[listing.status]],
            ["Buyer", <Party key="b" party={buyer} />],
            ["Seller", <Party key="s" party={seller} />],
          ]}
        />
      </Panel>
      <Panel title="The sale's money" testId="dispute-money">
        <Facts
          rows={[
            ["Agreed price", money(m.agreedCents)],
            ["Buyer fee", money(m.buyerFeeCents)],
            ["Buyer paid", money(m.paidCents)],
            ["Seller fee", money(m.sellerFeeCents)],
            [
              "Seller's payout",
              <span key="p" data-testid="dispute-payout">
                {money(m.payoutCents)}
                {m.payoutStatus && <span className="text-slate-600"> ({payoutStatusWords[m.payoutStatus] ?? m.payoutStatus})</span>}
                {m.payoutRefundedCents > 0 && (
                  <span className="block text-xs text-slate-500">after {formatMoney(m.payoutRefundedCents)} refunded to the buyer</span>
                )}
              </span>,
            ],
          ]}
        />
      </Panel>
    </div>
  );
}

function Statement({
  who,
  date,
  text,
  hidden,
  testId,
}: {
  who: string;
  date: string;
  text: string | null;
  hidden: string | null;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <p className="text-sm text-slate-500">
        {who}, {formatDateTime(date)}
      </p>
      {hidden ? (
        <p className="mt-1 italic text-slate-600" data-testid="statement-addressed-to-you">
          {hidden}
        </p>
      ) : (
        <p className="mt-1 whitespace-pre-line break-words text-slate-900">{text}</p>
      )}
    </div>
  );
}

export function Statements({ view }: { view: AdminDisputeView }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="The buyer's dispute" testId="dispute-buyer">
        <p className="mb-2 font-medium text-slate-900">{disputeReasonLabels[view.reason]}</p>
        <Statement
          who={`@${view.buyer.handle}`}
          date={view.createdAt}
          text={view.details}
          hidden={view.detailsHidden}
          testId="dispute-details"
        />
      </Panel>
      <Panel title="The seller's answer" testId="dispute-seller">
        {(view.sellerResponse || view.sellerResponseHidden) && view.sellerRespondedAt ? (
          <Statement
            who={`@${view.seller.handle}`}
            date={view.sellerRespondedAt}
            text={view.sellerResponse}
            hidden={view.sellerResponseHidden}
            testId="dispute-response"
          />
        ) : (
          <p className="text-slate-600" data-testid="dispute-no-answer">
            No answer yet.
          </p>
        )}
      </Panel>
    </div>
  );
}

function DocumentList({ title, documents, empty }: { title: string; documents: DisputeDocumentLine[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      {documents.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-baseline gap-x-2">
              <a href={`/api/documents/view/${d.id}`} target="_blank" rel="noopener" className="break-all font-medium">
                {d.filename}
              </a>
              <span className="text-xs text-slate-500">{formatDate(d.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Documents({ view }: { view: AdminDisputeView }) {
  const refundedInFull = view.resolution?.code === "refund_full";
  return (
    <Panel title="Documents" testId="dispute-documents">
      <div className="grid gap-4 sm:grid-cols-2">
        <DocumentList title="The buyer's evidence" documents={view.documents.buyer} empty="None." />
        <DocumentList title="The seller's evidence" documents={view.documents.seller} empty="None." />
        {view.documents.admin.length > 0 && <DocumentList title="Added by administrators" documents={view.documents.admin} empty="None." />}
        <DocumentList
          title="Assignment documents"
          documents={view.assignmentDocuments}
          empty={refundedInFull ? "Withdrawn from the listing when the sale was refunded." : "None uploaded."}
        />
      </div>
    </Panel>
  );
}

const refundStatusWords = { pending: "pending (being sent to the payment provider)", succeeded: "sent" } as const;

export function ResolutionFacts({ view }: { view: AdminDisputeView }) {
  const { resolution, refund } = view;
  if (!resolution) return null;
  return (
    <Panel title="Resolution" testId="dispute-resolution">
      <Facts
        rows={[
          ["Decision", <strong key="d">{disputeResolutionShort[resolution.code]}</strong>],
          ...(resolution.refundCents !== null
            ? ([[resolution.code === "refund_full" ? "Refunded in full" : "Refunded in part", formatMoney(resolution.refundCents)]] as [
                string,
                ReactNode,
              ][])
            : []),
          ["Resolved by", resolution.by ? <Party key="by" party={resolution.by} /> : "A former administrator"],
          ["Resolved", formatDateTime(resolution.resolvedAt)],
          [
            "Refund",
            <span key="r" data-testid="dispute-refund">
              {refund ? `${formatMoney(refund.amountCents)}, ${refundStatusWords[refund.status]}` : "None"}
            </span>,
          ],
          [
            "Reason",
            <span key="n" className="whitespace-pre-line">
              {resolution.note}
            </span>,
          ],
        ]}
      />
    </Panel>
  );
}

/** The seller's sworn statements beside the dispute (docs/decisions/0046): what a "false statement" dispute is about. */
export function SellerStatements({ view }: { view: AdminDisputeView }) {
  return (
    <Panel title="The seller's sworn statements" testId="dispute-seller-statements">
      {view.reason === "false_statement" && (
        <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900" data-testid="dispute-false-statement">
          The buyer says one of these statements was false. Check it against the court record and the documents.
        </p>
      )}
      {view.sellerStatements ? (
        <StatementsList statements={view.sellerStatements} />
      ) : (
        <p className="text-slate-600" data-testid="statements-none">
          {noStatementsText}
        </p>
      )}
    </Panel>
  );
}
