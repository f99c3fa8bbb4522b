// The data of the administrators' judgment-rules pages (issue 17 deliverable 4): every version
// loaded, and one version's table (/admin/judgment-rules) or one jurisdiction's full rules
// (/admin/judgment-rules/{code}), the newest version unless ?version= names another.
import type { RulesDetailView, RulesIndexView, RulesTableLine, RulesVersionLine } from "~/components/admin/judgment-rules/rules-view";
import { latestCheckedDate, rateRowCount } from "~/domain/judgment-value/wording";
import type { Executor } from "~/server/db/client";
import { listRulesTable, listRulesVersions, loadRuleBook, type RulesTableRow } from "~/server/queries/judgment-rules";

/** The versions, newest first, and the one asked for (null: no such version, or none loaded). */
async function versionsAnd(
  db: Executor,
  asked: string | null,
): Promise<{ versions: RulesVersionLine[]; version: RulesVersionLine } | null> {
  const versions = (await listRulesVersions(db)).map((v) => ({ ...v, loadedAt: v.loadedAt.toISOString() }));
  if (asked !== null && !/^[1-9]\d{0,8}$/.test(asked)) return null;
  const version = asked === null ? versions[0] : versions.find((v) => v.version === Number(asked));
  return version ? { versions, version } : null;
}

function line({ code, name, rules, interestConfidence, lifeConfidence, assignmentConfidence }: RulesTableRow): RulesTableLine {
  const schedules = rules.interest.schedules;
  return {
    code,
    name,
    interestRule: schedules.map((s) => s.label).join(" / ") || rules.interest.summary,
    rateType: rules.interest.rateType,
    statedRate: rules.interest.statedRate,
    compounding: [...new Set(schedules.map((s) => s.compounding))],
    life: rules.life?.kind ?? null,
    lifeYears: rules.life?.years ?? null,
    interestConfidence,
    lifeConfidence,
    assignmentConfidence,
    rateRows: rateRowCount(rules),
    latestChecked: latestCheckedDate(rules),
  };
}

/** /admin/judgment-rules: null when ?version= names no loaded version. */
export async function loadRulesIndex(db: Executor, asked: string | null): Promise<RulesIndexView | null> {
  const chosen = await versionsAnd(db, asked);
  if (!chosen) return null;
  const rows = await listRulesTable(db, chosen.version.version);
  return { ...chosen, rows: rows.map(line) };
}

/** /admin/judgment-rules/{code}: null for an unknown code or version. */
export async function loadJurisdictionRules(db: Executor, code: string, asked: string | null): Promise<RulesDetailView | null> {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  const chosen = await versionsAnd(db, asked);
  if (!chosen) return null;
  const rules = (await loadRuleBook(db, chosen.version.version)).byCode.get(code.toUpperCase());
  return rules ? { ...chosen, rules } : null;
}
