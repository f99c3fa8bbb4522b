// /admin/judgment-rules: the judgment rules behind the estimated balances and enforceability
// clocks (issue 17 deliverable 4, docs/decisions/0029): every version loaded, and the newest
// version's table (?version=N for another), a row per jurisdiction with the confidence of each
// part of the research. Administrators only; 404 for a version not loaded.
import type { Route } from "./+types/index";
import { AdminPageHeading, overviewArea } from "~/components/admin/admin-page-heading";
import { RulesTable, VersionLinks } from "~/components/admin/judgment-rules/rules-table";
import { pageTitle } from "~/components/page-title";
import { formatDate } from "~/domain/dates";
import { loadRulesIndex } from "~/server/admin/judgment-rules";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Judgment Rules", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const view = await loadRulesIndex(getServices(context).db, new URL(request.url).searchParams.get("version"));
  if (!view) throw jsonError(404, "No such version of the judgment rules.");
  return view;
}

export default function AdminJudgmentRules({ loaderData: view }: Route.ComponentProps) {
  const { version } = view;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Judgment Rules" area={overviewArea}>
        The post-judgment interest, judgment life and assignment rules the estimated balances and enforceability clocks are computed from. A
        correction is a new version loaded by a migration; each figure names the version it used.
      </AdminPageHeading>
      <VersionLinks versions={view.versions} current={version.version} path="/admin/judgment-rules" />
      <section className="card mt-4 p-5 text-sm text-slate-700" data-testid="rules-version-about">
        <h2 className="text-lg font-semibold text-slate-900">
          Version {version.version}: {version.title}
        </h2>
        <p className="mt-1 text-slate-600">
          Published {formatDate(version.published)}, loaded {formatDate(version.loadedAt)}. {view.rows.length} jurisdictions.
        </p>
        <p className="mt-2">{version.about}</p>
      </section>
      <div className="mt-6">
        <RulesTable view={view} />
      </div>
    </div>
  );
}
