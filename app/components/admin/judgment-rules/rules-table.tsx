// /admin/judgment-rules: the versions loaded (each a link) and one version's table, a row per
// jurisdiction with its interest rule, rate type, compounding, judgment life, the confidence of
// the interest, life and assignment research, how many rate rows it has and when one was last checked.
import { Link } from "react-router";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/admin-table";
import { formatDate } from "~/domain/dates";
import type { Confidence, LifeKind } from "~/domain/judgment-value/rules";
import { compoundingText, formatCheckedDate } from "~/domain/judgment-value/wording";
import type { RulesIndexView, RulesTableLine, RulesVersionLine } from "./rules-view";

const confidenceTone: Record<Confidence, string> = {
  high: "bg-emerald-100 text-emerald-900",
  medium: "bg-sky-100 text-sky-900",
  low: "bg-amber-100 text-amber-900",
};

export function ConfidenceTag({ confidence }: { confidence: Confidence | null }) {
  if (!confidence) return <span className="text-slate-500">None</span>;
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold capitalize ${confidenceTone[confidence]}`}>
      {confidence}
    </span>
  );
}

export const lifeKindLabels: Record<LifeKind, string> = {
  expires: "Expires, renewable as the state allows",
  dormant: "Goes dormant unless acted on; revivable",
  lien_only: "Fixed life; only the lien renews",
  none: "Fixed life; no renewal",
};

/** The life in a few words, for the table. */
function lifeShort(life: LifeKind, years: number | null): string {
  const n = years === null ? "?" : String(years);
  return {
    expires: `Expires after ${n} years`,
    dormant: `Dormant after ${n} years`,
    lien_only: `${n} years; only the lien renews`,
    none: `${n} years, no renewal`,
  }[life];
}

/** "fixed_statutory" reads "fixed statutory". */
export const rateTypeText = (rateType: string) => rateType.replace(/_/g, " ");

export const versionPath = (path: string, version: number, newest: number) => (version === newest ? path : `${path}?version=${version}`);

export function VersionLinks({ versions, current, path }: { versions: RulesVersionLine[]; current: number; path: string }) {
  const newest = versions[0]?.version ?? current;
  return (
    <nav aria-label="Rules versions" className="flex flex-wrap items-center gap-2 text-sm" data-testid="rules-versions">
      <span className="font-medium text-slate-700">Versions:</span>
      {versions.map((v) => (
        <Link
          key={v.version}
          to={versionPath(path, v.version, newest)}
          aria-current={v.version === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 no-underline ${v.version === current ? "border-brand-700 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
        >
          Version {v.version}, published {formatDate(v.published)}
          {v.version === newest && " (current)"}
        </Link>
      ))}
    </nav>
  );
}

function Row({ row, version, newest }: { row: RulesTableLine; version: number; newest: number }) {
  return (
    <AdminRow testId="rules-row">
      <AdminCell full>
        <Link to={versionPath(`/admin/judgment-rules/${row.code}`, version, newest)} className="font-semibold">
          {row.name}
        </Link>{" "}
        <span className="text-slate-500">({row.code})</span>
      </AdminCell>
      <AdminCell label="Interest rule" full>
        {row.interestRule}
        {row.statedRate === "required" && (
          <span className="block text-xs text-slate-600">Only a rate stated in the judgment gives a figure.</span>
        )}
      </AdminCell>
      <AdminCell label="Rate type">{rateTypeText(row.rateType)}</AdminCell>
      <AdminCell label="Compounding">{row.compounding.map(compoundingText).join("; ") || "None"}</AdminCell>
      <AdminCell label="Judgment life">{row.life ? lifeShort(row.life, row.lifeYears) : "The state where the court sits"}</AdminCell>
      <AdminCell label="Confidence: interest">
        <ConfidenceTag confidence={row.interestConfidence} />
      </AdminCell>
      <AdminCell label="Confidence: life">
        <ConfidenceTag confidence={row.lifeConfidence} />
      </AdminCell>
      <AdminCell label="Confidence: assignment">
        <ConfidenceTag confidence={row.assignmentConfidence} />
      </AdminCell>
      <AdminCell label="Rate rows" numeric>
        {row.rateRows}
      </AdminCell>
      <AdminCell label="Last checked" numeric>
        {row.latestChecked ? formatCheckedDate(row.latestChecked) : "Never"}
      </AdminCell>
    </AdminRow>
  );
}

export function RulesTable({ view }: { view: RulesIndexView }) {
  const newest = view.versions[0].version;
  return (
    <AdminTable
      caption={`Judgment rules, version ${view.version.version}`}
      testId="rules-table"
      columns={[
        { label: "Jurisdiction" },
        { label: "Interest rule", wide: true },
        { label: "Rate type" },
        { label: "Compounding" },
        { label: "Judgment life" },
        { label: "Confidence: interest" },
        { label: "Confidence: life" },
        { label: "Confidence: assignment" },
        { label: "Rate rows", numeric: true },
        { label: "Last checked", numeric: true },
      ]}
    >
      {view.rows.map((row) => (
        <Row key={row.code} row={row} version={view.version.version} newest={newest} />
      ))}
    </AdminTable>
  );
}
