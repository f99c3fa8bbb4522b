// The spreadsheet import (issue 32 item 1, docs/decisions/0052): a read file checked row by row with
// the wizard's rules, and, when the seller asked for it, its listings created together in ONE
// transaction: every listing in review (status 'new', the administrators' review runs the same
// moderation as for the wizard's), its listing fee from the same fee rule, its sworn statements,
// an audit entry each, the stored values, and one e-mail for the batch. A case this seller already
// listed in that state is skipped and reported. A failure anywhere leaves nothing behind.
import { rateLimits } from "~/config/limits";
import { todayIso } from "~/domain/dates";
import { listingFee } from "~/domain/fees";
import { checkImportRow, type ImportCells, type ImportedListing } from "~/domain/listing-import/check-row";
import { importColumnByKey, mapHeaders, type ImportColumnKey } from "~/domain/listing-import/columns";
import { placeFinder } from "~/domain/listing-import/places";
import { FEE_AGREE_MESSAGE } from "~/domain/listing-form";
import { pastLimitSellerNotice } from "~/domain/limit-review";
import { toCollectabilityFacts } from "~/domain/schemas/collectability-facts";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { refreshListingValues } from "~/server/judgment-value/refresh";
import { listingsImportedEmail } from "~/server/mail/listing-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import {
  caseKey,
  insertAuditMany,
  insertListings,
  insertStatementsMany,
  listedCaseKeys,
  lockSellerImports,
} from "~/server/queries/listing-import";
import { listAllCounties, listStates } from "~/server/queries/reference";
import { consume, retryMessage } from "~/server/rate-limit";
import type { Sheet, SheetRow } from "./read-sheet";

/** check: report only; all: create only when every row is fine; valid: create the fine rows, skip the others. */
export type ImportMode = "check" | "all" | "valid";
export const importModes: readonly ImportMode[] = ["check", "all", "valid"];

export type CellProblem = { column: ImportColumnKey; header: string; value: string; messages: string[] };
export type RowProblem = { row: number; title: string; problems: CellProblem[] };
export type SkippedRow = { row: number; title: string; casenum: string; state: string };

export type ImportReport = {
  fileName: string;
  /** Judgments in the file (non-blank rows under the header). */
  rows: number;
  /** Rows that pass every rule and are not listed yet. */
  ready: number;
  problemRows: RowProblem[];
  /** Cases this seller already listed in that state: never created again. */
  alreadyListed: SkippedRow[];
  /** The listing fees of the ready rows, in cents, and how many of them have one. */
  feeTotalCents: number;
  feeCount: number;
};

export type CreatedListing = { id: number; title: string; listingFeeCents: number; pastLimitNotice: string | null };

export type ImportOutcome =
  /** The file itself cannot be used (unreadable, wrong columns, too many rows). */
  | { kind: "unreadable"; fileName: string; problems: string[] }
  /** A field of the form (the fee agreement) is missing. */
  | { kind: "form"; errors: Record<string, string[]> }
  | { kind: "limited"; message: string }
  /** Checked; nothing created (asked only to check, or asked for all and some rows have problems, or nothing is new). */
  | { kind: "checked"; mode: ImportMode; report: ImportReport }
  | { kind: "imported"; report: ImportReport; created: CreatedListing[] };

type Seller = { id: number; name: string; email: string };

type ReadyRow = { row: SheetRow; listing: ImportedListing; feeCents: number };

function cellsOf(positions: (ImportColumnKey | null)[], row: SheetRow): ImportCells {
  const cells: ImportCells = {};
  positions.forEach((key, i) => {
    if (key) cells[key] = row.cells[i] ?? "";
  });
  return cells;
}

/** Checks every row against the wizard's rules, the other rows and what the seller already listed. */
async function checkRows(db: Executor, sellerId: number, fileName: string, sheet: Extract<Sheet, { ok: true }>, today: string) {
  const headers = mapHeaders(sheet.headers);
  if (!headers.ok) return { kind: "unreadable" as const, fileName, problems: headers.problems };
  // One after another: inside the import's transaction they share one connection.
  const states = await listStates(db);
  const counties = await listAllCounties(db);
  const listed = await listedCaseKeys(db, sellerId);
  const places = placeFinder(states, counties);
  const stateAbbreviation = new Map(states.map((s) => [s.id, s.abbreviation]));

  const ready: ReadyRow[] = [];
  const problemRows: RowProblem[] = [];
  const alreadyListed: SkippedRow[] = [];
  const firstRowOfCase = new Map<string, number>();
  for (const row of sheet.rows) {
    const cells = cellsOf(headers.positions, row);
    const title = (cells.title ?? "").trim().slice(0, 120);
    const checked = checkImportRow(cells, places, today);
    const problem = (errors: Partial<Record<ImportColumnKey, string[]>>) =>
      problemRows.push({
        row: row.number,
        title,
        problems: (Object.entries(errors) as [ImportColumnKey, string[]][]).map(([column, messages]) => ({
          column,
          header: importColumnByKey.get(column)!.header,
          value: (cells[column] ?? "").trim().slice(0, 200),
          messages,
        })),
      });
    if (!checked.ok) {
      problem(checked.errors);
      continue;
    }
    const { judgment, pricing } = checked.listing;
    const key = caseKey(judgment.state_id, judgment.casenum);
    if (listed.has(key)) {
      alreadyListed.push({ row: row.number, title, casenum: judgment.casenum, state: stateAbbreviation.get(judgment.state_id) ?? "" });
      continue;
    }
    const earlier = firstRowOfCase.get(key);
    if (earlier !== undefined) {
      problem({ casenum: [`Row ${earlier} has the same case number in the same state: list each judgment once.`] });
      continue;
    }
    firstRowOfCase.set(key, row.number);
    const feeCents = listingFee({ askingCents: pricing.price, buyNowCents: pricing.buy_now }, pricing.amount);
    ready.push({ row, listing: checked.listing, feeCents });
  }
  const report: ImportReport = {
    fileName,
    rows: sheet.rows.length,
    ready: ready.length,
    problemRows,
    alreadyListed,
    feeTotalCents: ready.reduce((sum, r) => sum + r.feeCents, 0),
    feeCount: ready.filter((r) => r.feeCents > 0).length,
  };
  return { kind: "checked" as const, report, ready };
}

class Limited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many imports");
  }
}

/** Creates the ready rows' listings inside `tx` (the seller's import lock held); answers them in file order. */
async function createListings(services: AppServices, tx: Executor, seller: Seller, ready: ReadyRow[], clientIp: string) {
  const now = services.clock.now();
  const ids = await insertListings(
    tx,
    ready.map(({ listing, feeCents }) => ({
      sellerId: seller.id,
      title: listing.judgment.title,
      description: listing.judgment.description ?? null,
      amountCents: listing.pricing.amount,
      priceCents: listing.pricing.price,
      buyNowCents: listing.pricing.buy_now,
      stateId: listing.judgment.state_id,
      countyId: listing.judgment.county_id,
      casenum: listing.judgment.casenum,
      courthouse: listing.judgment.courthouse ?? null,
      dateAwarded: listing.judgment.date_awarded,
      privacy: listing.privacy,
      listingFeeCents: feeCents,
      ...toCollectabilityFacts(listing.judgment),
    })),
  );
  await insertStatementsMany(
    tx,
    ready.map(({ listing }, i) => ({ judgmentId: ids[i]!, sellerId: seller.id, statements: listing.statements, statedAt: now, clientIp })),
  );
  await insertAuditMany(
    tx,
    ready.map(({ listing, feeCents, row }, i) => ({
      actorId: seller.id,
      action: "listing.submit",
      entity: "judgment",
      entityId: ids[i]!,
      toStatus: "new",
      details: { listing_fee_cents: feeCents, statements_version: listing.statements.version, import_row: row.number },
    })),
  );
  const values = await refreshListingValues(tx, ids, now, await loadRuleBook(tx));
  return ready.map(({ listing, feeCents }, i) => {
    const value = values.get(ids[i]!);
    // As the wizard's submit tells it: the dates given put the judgment past its limit (an administrator reviews it).
    return {
      id: ids[i]!,
      title: listing.judgment.title,
      listingFeeCents: feeCents,
      pastLimitNotice: value ? pastLimitSellerNotice(value) : null,
    };
  });
}

/**
 * Checks a read file and, unless `mode` is check, creates its listings: all of them only when every
 * row is fine (`all`), or the fine ones (`valid`). `feeAgreed`: the form's fee agreement, as the
 * wizard's pricing step asks it. `clientIp` is recorded with the sworn statements.
 */
export async function importSheet(
  services: AppServices,
  seller: Seller,
  input: { fileName: string; sheet: Sheet; mode: ImportMode; feeAgreed: boolean; clientIp: string },
): Promise<ImportOutcome> {
  const { fileName, sheet, mode } = input;
  if (!sheet.ok) return { kind: "unreadable", fileName, problems: [sheet.problem] };
  if (mode !== "check" && !input.feeAgreed) return { kind: "form", errors: { fee_agree: [FEE_AGREE_MESSAGE] } };
  const today = todayIso(services.clock.now());
  if (mode === "check") {
    const checked = await checkRows(services.db, seller.id, fileName, sheet, today);
    return checked.kind === "checked" ? { kind: "checked", mode, report: checked.report } : checked;
  }
  let emailId: number | null = null;
  try {
    const outcome = await services.db.transaction(async (tx): Promise<ImportOutcome> => {
      // Under the lock, what the seller already listed is final: the same file sent twice at once creates its listings once.
      await lockSellerImports(tx, seller.id);
      const checked = await checkRows(tx, seller.id, fileName, sheet, today);
      if (checked.kind !== "checked") return checked;
      const { report, ready } = checked;
      if (ready.length === 0 || (mode === "all" && report.problemRows.length > 0)) return { kind: "checked", mode, report };
      const limit = await consume({ ...services, db: tx }, `listing-import:${seller.id}`, rateLimits.listingImportsPerUser);
      if (limit.limited) throw new Limited(limit.retryAfterSeconds);
      const created = await createListings(services, tx, seller, ready, input.clientIp);
      emailId = await queueNotification(
        tx,
        { userId: seller.id, topic: "sale_steps", publicUrl: services.config.publicUrl },
        listingsImportedEmail(
          seller,
          { count: created.length, feeTotalCents: report.feeTotalCents, fileName },
          services.config.publicUrl,
          services.branding,
        ),
      );
      return { kind: "imported", report, created };
    });
    if (emailId !== null) await dispatchEmails(services, [emailId]);
    return outcome;
  } catch (error) {
    if (error instanceof Limited) {
      return { kind: "limited", message: `You have imported several files today. ${retryMessage(error.retryAfterSeconds)}` };
    }
    throw error;
  }
}
