// What the administrators' judgment-rules pages show (issue 17 deliverable 4), declared on the
// components' side; app/server/admin/judgment-rules.ts builds it from the rule book.
import type { Confidence, JurisdictionRules, LifeKind } from "~/domain/judgment-value/rules";

export type RulesVersionLine = { version: number; published: string; title: string; about: string; loadedAt: string };

/** One jurisdiction's row of /admin/judgment-rules. */
export type RulesTableLine = {
  code: string;
  name: string;
  /** The interest schedules' labels (which rule applies to which judgments). */
  interestRule: string;
  rateType: string;
  /** "required": only a rate stated in the judgment gives a figure. */
  statedRate: "overrides" | "required";
  compounding: ("simple" | "annual")[];
  /** Null for the federal courts (the state where the court sits decides). */
  life: LifeKind | null;
  lifeYears: number | null;
  interestConfidence: Confidence;
  lifeConfidence: Confidence | null;
  assignmentConfidence: Confidence | null;
  rateRows: number;
  /** The latest date a rate row was checked ('YYYY-MM-DD' or 'YYYY-MM'); null without rate rows. */
  latestChecked: string | null;
};

export type RulesIndexView = {
  versions: RulesVersionLine[];
  /** The version shown (the newest unless ?version= asks for another). */
  version: RulesVersionLine;
  rows: RulesTableLine[];
};

export type RulesDetailView = { versions: RulesVersionLine[]; version: RulesVersionLine; rules: JurisdictionRules };
