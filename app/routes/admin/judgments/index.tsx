// /admin/judgments: every listing, newest first, filtered by status and searched by title, with a
// link to each listing's page. Administrators only.
import { Form, Link } from "react-router";
import type { Route } from "./+types/index";
import { AdminPageHeading } from "~/components/admin/admin-page-heading";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/admin-table";
import { StatusBadge } from "~/components/dashboard/panel";
import { PriceWords } from "~/components/judgments/price-words";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import { formatDate } from "~/domain/dates";
import { isListingFeeDue, listingStatuses, listingStatusLabels, type ListingStatus } from "~/domain/listing-status";
import { shownPrice } from "~/domain/listing-price";
import { formatMoney } from "~/domain/money";
import { storableOrNull } from "~/domain/storable-text";
import { adminPageLinks, requestedPage } from "~/server/admin/paging";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { ADMIN_PAGE_SIZE, countAdminJudgments, listAdminJudgments } from "~/server/queries/admin-judgments";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Judgments", matches);

function statusParam(value: string | null): ListingStatus | undefined {
  return listingStatuses.find((status) => status === value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const { db } = getServices(context);
  const url = new URL(request.url);
  const filter = {
    status: statusParam(url.searchParams.get("status")),
    title: (storableOrNull(url.searchParams.get("title")) ?? "").trim().slice(0, 200) || undefined,
  };
  const total = await countAdminJudgments(db, filter);
  const paging = adminPageLinks(
    { path: "/admin/judgments", filters: { status: filter.status, title: filter.title }, requested: requestedPage(url) },
    total,
    ADMIN_PAGE_SIZE,
  );
  const rows = total ? await listAdminJudgments(db, filter, paging.page) : [];
  return {
    rows,
    total,
    paging,
    filter: { status: filter.status ?? "", title: filter.title ?? "" },
    statusOptions: listingStatuses.map((status) => ({ value: status, label: listingStatusLabels[status] })),
  };
}

export default function AdminJudgments({ loaderData }: Route.ComponentProps) {
  const { rows, total, paging, filter, statusOptions } = loaderData;
  const filtered = Boolean(filter.status || filter.title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Judgments">Every listing on the marketplace, newest first.</AdminPageHeading>

      <Form
        method="get"
        className="card mb-6 grid gap-4 p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        role="search"
        data-testid="admin-judgments-filter"
      >
        <div>
          <label htmlFor="filter-title" className="label">
            Title contains
          </label>
          <input
            id="filter-title"
            name="title"
            type="search"
            className="input"
            defaultValue={filter.title}
            maxLength={200}
            placeholder="e.g. Fresno HVAC"
          />
        </div>
        <div>
          <label htmlFor="filter-status" className="label">
            Status
          </label>
          <select id="filter-status" name="status" className="input" defaultValue={filter.status}>
            <option value="">All statuses</option>
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary flex-1 sm:flex-none">
            Filter
          </button>
          {filtered && (
            <Link to="/admin/judgments" className="btn-secondary flex-1 sm:flex-none">
              Clear
            </Link>
          )}
        </div>
      </Form>

      <p className="mb-3 text-sm text-slate-600" data-testid="admin-judgments-count">
        {total.toLocaleString("en-US")} {total === 1 ? "listing" : "listings"}
        {filtered ? " match" : ""}
        {total > 0 && paging.pageCount > 1 ? ` · page ${paging.page} of ${paging.pageCount}` : ""}
      </p>

      {rows.length === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="admin-judgments-empty">
          <p className="text-lg font-semibold">No judgments found!</p>
          {filtered && (
            <p className="mt-1 text-sm text-slate-600">
              Try another status or fewer words. <Link to="/admin/judgments">Show all</Link>
            </p>
          )}
        </div>
      ) : (
        <AdminTable
          caption="Judgments"
          testId="admin-judgments"
          columns={[
            { label: "Judgment", wide: true },
            { label: "Seller" },
            { label: "Status" },
            { label: "Judgment amount", numeric: true },
            { label: "Price", numeric: true },
            { label: "Created" },
          ]}
        >
          {rows.map((row) => (
            <AdminRow key={row.id} id={row.id} testId="admin-judgment-row">
              <AdminCell full>
                <Link to={`/judgments/${row.id}`} className="font-medium text-brand-800 no-underline hover:underline">
                  {row.title}
                </Link>
              </AdminCell>
              <AdminCell label="Seller">
                <Link to={`/users/${row.sellerHandle}`}>@{row.sellerHandle}</Link>
              </AdminCell>
              <AdminCell label="Status">
                <StatusBadge status={row.status} feeDue={isListingFeeDue(row.listingFeeCents, row.listingFeePaidCents)} />
              </AdminCell>
              <AdminCell label="Judgment amount" numeric>
                {formatMoney(row.amountCents)}
              </AdminCell>
              <AdminCell label="Price" numeric>
                <PriceWords price={shownPrice(row, row.agreedCents)} testId="admin-judgment-price" />
              </AdminCell>
              <AdminCell label="Created">{formatDate(row.createdAt)}</AdminCell>
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
