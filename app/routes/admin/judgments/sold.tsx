// /admin/judgments/sold: sold listings, the latest sale first, with the sale price, the fees, the
// payout, the refunds (a dispute's partial refund of this sale; an earlier sale refunded in full),
// the buyer and the seller. Administrators only.
import { Link } from "react-router";
import type { Route } from "./+types/sold";
import { AdminPageHeading } from "~/components/admin/admin-page-heading";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/admin-table";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import { formatDate } from "~/domain/dates";
import { shownPriceLabels } from "~/domain/listing-price";
import { formatMoney } from "~/domain/money";
import { adminPageLinks, requestedPage } from "~/server/admin/paging";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { ADMIN_PAGE_SIZE, countSoldJudgments, listSoldJudgments } from "~/server/queries/admin-judgments";
import { listRefundsOfJudgments } from "~/server/queries/escrow";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

type RefundLine = { amountCents: number; inFull: boolean; sent: boolean };

/** "Refunded $500 in part, sent"; a full refund on a sold listing was an earlier sale's. */
function refundText(refund: RefundLine): string {
  const state = refund.sent ? "sent" : "pending";
  return refund.inFull
    ? `Earlier sale refunded in full (${formatMoney(refund.amountCents)}), ${state}`
    : `Refunded ${formatMoney(refund.amountCents)} in part, ${state}`;
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Sold Judgments", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const { db } = getServices(context);
  const total = await countSoldJudgments(db);
  const paging = adminPageLinks({ path: "/admin/judgments/sold", requested: requestedPage(new URL(request.url)) }, total, ADMIN_PAGE_SIZE);
  const sold = total ? await listSoldJudgments(db, paging.page) : [];
  const refunds = await listRefundsOfJudgments(
    db,
    sold.map((row) => row.id),
  );
  const rows = sold.map((row) => ({
    ...row,
    refunds: refunds
      .filter((r) => r.judgmentId === row.id)
      .map((r): RefundLine => ({ amountCents: r.amountCents, inFull: r.reason !== "dispute_partial", sent: r.status === "succeeded" })),
  }));
  return { rows, total, paging };
}

export default function SoldJudgments({ loaderData }: Route.ComponentProps) {
  const { rows, total, paging } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Sold Judgments">
        {total > 0
          ? `${total.toLocaleString("en-US")} ${total === 1 ? "judgment" : "judgments"} sold, the latest sale first.`
          : "Judgments whose buyers confirmed the assignment."}
      </AdminPageHeading>

      {rows.length === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="sold-empty">
          <p className="text-lg font-semibold">No judgments have been sold yet.</p>
        </div>
      ) : (
        <AdminTable
          caption="Sold judgments"
          testId="sold-judgments"
          columns={[
            { label: "Judgment", wide: true },
            { label: "Sold" },
            { label: shownPriceLabels.agreed, numeric: true },
            { label: "Judgment amount", numeric: true },
            { label: "Buyer fee", numeric: true },
            { label: "Seller fee", numeric: true },
            { label: "Payout", numeric: true },
            { label: "Refunds" },
            { label: "Buyer" },
            { label: "Seller" },
          ]}
        >
          {rows.map((row) => (
            <AdminRow key={row.id} id={row.id} testId="sold-row">
              <AdminCell full>
                <Link to={`/judgments/${row.id}`} className="font-medium text-brand-800 no-underline hover:underline">
                  {row.title}
                </Link>
              </AdminCell>
              <AdminCell label="Sold">{row.soldAt ? formatDate(row.soldAt) : "—"}</AdminCell>
              <AdminCell label={shownPriceLabels.agreed} numeric>
                {formatMoney(row.salePriceCents)}
              </AdminCell>
              <AdminCell label="Judgment amount" numeric>
                {formatMoney(row.amountCents)}
              </AdminCell>
              <AdminCell label="Buyer fee" numeric>
                {row.buyerFeeCents === null ? "—" : formatMoney(row.buyerFeeCents)}
              </AdminCell>
              <AdminCell label="Seller fee" numeric>
                {row.sellerFeeCents === null ? "—" : formatMoney(row.sellerFeeCents)}
              </AdminCell>
              <AdminCell label="Payout" numeric>
                {row.payoutCents === null ? (
                  "—"
                ) : (
                  <>
                    {formatMoney(row.payoutCents)}
                    {row.payoutStatus && <span className="block text-xs text-slate-500">{row.payoutStatus}</span>}
                  </>
                )}
              </AdminCell>
              <AdminCell label="Refunds">
                {row.refunds.length === 0 ? (
                  "—"
                ) : (
                  <span data-testid="sold-refunds">
                    {row.refunds.map((refund, i) => (
                      <span key={i} className="block text-xs">
                        {refundText(refund)}
                      </span>
                    ))}
                  </span>
                )}
              </AdminCell>
              <AdminCell label="Buyer">
                {row.buyerHandle ? <Link to={`/users/${row.buyerHandle}`}>@{row.buyerHandle}</Link> : "—"}
              </AdminCell>
              <AdminCell label="Seller">
                <Link to={`/users/${row.sellerHandle}`}>@{row.sellerHandle}</Link>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      )}

      <div className="mt-6">
        <AdminPagination paging={paging} />
      </div>
    </div>
  );
}
