// /admin/judgment-rules/{code}: one jurisdiction's rules in full (the interest schedules with their
// rate rows, each with its source and check date; the judgment life and renewal; the assignment
// filing rule; the sources and the open questions), in the newest version or ?version=N.
// Administrators only; 404 for an unknown code or version.
import { Link } from "react-router";
import type { Route } from "./+types/detail";
import { AdminPageHeading, overviewArea } from "~/components/admin/admin-page-heading";
import { RulesDetail } from "~/components/admin/judgment-rules/rules-detail";
import { VersionLinks, versionPath } from "~/components/admin/judgment-rules/rules-table";
import { pageTitle } from "~/components/page-title";
import { rulesVersionText } from "~/domain/judgment-value/wording";
import { loadJurisdictionRules } from "~/server/admin/judgment-rules";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? `Judgment Rules: ${loaderData.rules.name}` : "Judgment Rules", matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const view = await loadJurisdictionRules(getServices(context).db, params.code, new URL(request.url).searchParams.get("version"));
  if (!view) throw jsonError(404, "No such jurisdiction in the judgment rules.");
  return view;
}

export default function AdminJurisdictionRules({ loaderData: view }: Route.ComponentProps) {
  const { rules, version } = view;
  const newest = view.versions[0].version;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title={`${rules.name} (${rules.code})`} area={overviewArea}>
        <Link to={versionPath("/admin/judgment-rules", version.version, newest)} className="text-sm">
          ← All jurisdictions
        </Link>
        <span className="ml-3 text-sm" data-testid="rules-version">
          {rulesVersionText(version)}
        </span>
      </AdminPageHeading>
      <VersionLinks versions={view.versions} current={version.version} path={`/admin/judgment-rules/${rules.code}`} />
      <div className="mt-6">
        <RulesDetail rules={rules} />
      </div>
    </div>
  );
}
