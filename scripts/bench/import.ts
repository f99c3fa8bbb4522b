// The spreadsheet import's benchmark (issue 32, docs/decisions/0052): `npm run bench -- --only=import`.
// Starts the real app (the production build, `node server.js`) on a new database (a throwaway PGlite
// folder, then a `jx_bench_import` database made afresh on the PostgreSQL server when one answers),
// registers a seller through the sign-up form, and posts /sell/import as a browser does: a file of
// 2,000 judgments checked, then imported, then the same file again (nothing new), then the same as
// XLSX for another seller. For each post: the seconds until the answer, and the server's peak
// memory above idle (its resident set read from /proc every 20 ms; idle is the resident set after
// the import page was served once). Goals: the 2,000-row import under 30 s and under 200 MB above idle.
import fs from "node:fs";
import path from "node:path";
import { csvOf, importForm, validRow, xlsxOf, type ImportRow } from "../../tests/support/import-files";
import { clockTag } from "../../tests/support/unique";
import { listingFee } from "~/domain/fees";
import { parseDollarsToCents } from "~/domain/money";
import { ensurePostgresDatabase } from "./database";
import type { Goal } from "./report-types";
import { freePort, startApp, type AppDatabase, type Server } from "./servers";

export const IMPORT_GOALS = { rows: 2_000, seconds: 30, aboveIdleMb: 200 };

export type ImportStep = {
  name: string;
  seconds: number;
  peakAboveIdleMb: number;
  status: number;
  /** Listings the answer says were created (null: none, a check or a refusal). */
  created: number | null;
  answered: string;
};
export type ImportBenchResult = { database: string; idleMb: number; fileBytes: { csv: number; xlsx: number }; steps: ImportStep[] };

/** The resident set of a process in MB (Linux), or null when it is gone. */
function residentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** 2,000 judgments as sellers write them: a few states and counties, a fee tier in three, payments in one in five. */
export function benchRows(count: number, prefix: string, descriptionChars = 300): ImportRow[] {
  const places = [
    ["CA", "Fresno"],
    ["CA", "Los Angeles County"],
    ["New York", "Kings"],
    ["TX", "Harris"],
    ["FL", "Miami-Dade"],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [state, county] = places[i % places.length]!;
    return validRow(i, {
      state,
      county,
      casenum: `${prefix}-${String(i).padStart(5, "0")}`,
      description: `Judgment ${i} for unpaid invoices of a contractor; the debtor still operates and banks locally. `
        .repeat(Math.ceil(descriptionChars / 90))
        .slice(0, descriptionChars),
      price: i % 3 === 0 ? "4000" : "2000",
      debtor_type: i % 2 ? "business" : "individual",
      debtor_bank_account: i % 4 ? "yes" : "",
      stated_rate_percent: i % 5 ? "" : "10",
      ...(i % 5 === 0 ? { payment_amounts: "1,250.00", payment_dates: "2024-03-15" } : {}),
    });
  });
}

async function register(server: Server, name: string): Promise<string> {
  const handle = `${name}${clockTag()}`;
  const body = new URLSearchParams({
    name: `Bench ${name}`,
    handle,
    email: `${handle}.inbox@example.com`,
    password: "Bench-import-pass1!",
    password_confirmation: "Bench-import-pass1!",
  });
  const response = await fetch(`${server.url}/register`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status >= 400 || !cookie)
    throw new Error(`registering the bench seller failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return cookie;
}

/** Posts one file and measures the answer's time and the server's peak resident set meanwhile. */
async function postFile(server: Server, cookie: string, idleMb: number, name: string, form: FormData): Promise<ImportStep> {
  let peak = idleMb;
  const sampler = setInterval(() => {
    const now = residentMb(server.pid);
    if (now !== null && now > peak) peak = now;
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}/sell/import`, {
      method: "POST",
      body: form,
      headers: { origin: server.url, cookie, accept: "text/html" },
    });
    const html = await response.text();
    const seconds = (performance.now() - started) / 1000;
    const figure = (testId: string) => {
      const text = new RegExp(`data-testid="${testId}"[^>]*>([\\d,]+)<`).exec(html)?.[1];
      return text === undefined ? null : Number(text.replace(/,/g, ""));
    };
    const created = figure("import-created");
    const answered =
      created !== null
        ? `${created} created`
        : figure("import-ready") !== null
          ? `nothing created: ${figure("import-ready")} ready, ${figure("import-problem-rows")} with problems, ${figure("import-already-listed")} already listed`
          : (/field-file-errors[^>]*><li>([^<]*)/.exec(html)?.[1] ?? `HTTP ${response.status}`);
    return {
      name,
      seconds: Math.round(seconds * 100) / 100,
      peakAboveIdleMb: Math.round(peak - idleMb),
      status: response.status,
      created,
      answered,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Pays every listing fee the seller owes in one payment: the total the page would show, a test card. */
async function payFees(server: Server, cookie: string, idleMb: number, rows: ImportRow[]): Promise<ImportStep> {
  const fees = rows.map((row) =>
    listingFee({ askingCents: parseDollarsToCents(row.price)!, buyNowCents: null }, parseDollarsToCents(row.amount)!),
  );
  const due = fees.filter((fee) => fee > 0);
  let peak = idleMb;
  const sampler = setInterval(() => {
    const now = residentMb(server.pid);
    if (now !== null && now > peak) peak = now;
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}/sell/fees`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ amount: String(due.reduce((sum, fee) => sum + fee, 0)), payment_method: "pm_card_visa" }),
      headers: { origin: server.url, cookie, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    });
    await response.arrayBuffer();
    const paid = response.status === 302 && response.headers.get("location") === "/selling";
    return {
      name: `pay the listing fees of ${due.length} listings in one payment`,
      seconds: Math.round(((performance.now() - started) / 1000) * 100) / 100,
      peakAboveIdleMb: Math.round(peak - idleMb),
      status: paid ? 200 : response.status,
      created: null,
      answered: paid ? "paid" : `HTTP ${response.status}`,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function runOn(root: string, database: AppDatabase, label: string): Promise<ImportBenchResult> {
  const server = await startApp(root, await freePort(), database, { pageCacheSeconds: 0 });
  try {
    const seller = await register(server, "bench");
    const other = await register(server, "benchx");
    const third = await register(server, "benchl");
    await (await fetch(`${server.url}/sell/import`, { headers: { cookie: seller } })).text();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idleMb = residentMb(server.pid) ?? 0;
    const csv = csvOf(benchRows(IMPORT_GOALS.rows, "BENCH"));
    const xlsx = await xlsxOf(benchRows(IMPORT_GOALS.rows, "XLSX"));
    const steps: ImportStep[] = [];
    const csvForm = (mode: string) => importForm({ name: "bench.csv", bytes: csv }, { mode, fee_agree: true });
    steps.push(await postFile(server, seller, idleMb, `check ${IMPORT_GOALS.rows} rows (CSV)`, csvForm("check")));
    steps.push(await postFile(server, seller, idleMb, `import ${IMPORT_GOALS.rows} rows (CSV)`, csvForm("all")));
    steps.push(await postFile(server, seller, idleMb, `the same file again (CSV)`, csvForm("all")));
    steps.push(
      await postFile(
        server,
        other,
        idleMb,
        `import ${IMPORT_GOALS.rows} rows (XLSX)`,
        importForm({ name: "bench.xlsx", bytes: xlsx }, { mode: "all", fee_agree: true }),
      ),
    );
    // The batch's listing fees in one payment (/sell/fees), as the card form posts it (offline provider).
    steps.push(await payFees(server, seller, idleMb, benchRows(IMPORT_GOALS.rows, "BENCH")));
    // The largest file the limits allow in practice: every description at its 5,000-character maximum.
    const longest = csvOf(benchRows(IMPORT_GOALS.rows, "LONG", 5_000));
    steps.push(
      await postFile(
        server,
        third,
        idleMb,
        `import ${IMPORT_GOALS.rows} rows of 5,000-character descriptions (CSV, ${(Buffer.byteLength(longest) / 1024 / 1024).toFixed(1)} MB)`,
        importForm({ name: "longest.csv", bytes: longest }, { mode: "all", fee_agree: true }),
      ),
    );
    return { database: label, idleMb: Math.round(idleMb), fileBytes: { csv: Buffer.byteLength(csv), xlsx: xlsx.length }, steps };
  } finally {
    await server.stop();
  }
}

/** The benchmark on PGlite (a folder under `dir`) and, when `postgresUrl` answers, on a fresh database of that server. */
export async function importBench(root: string, dir: string, postgresUrl: string | null): Promise<ImportBenchResult[]> {
  const results = [await runOn(root, { dataDir: path.join(dir, "import-pglite") }, "PGlite")];
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    url.pathname = "/jx_bench_import";
    try {
      await ensurePostgresDatabase(url.toString(), true);
    } catch (error) {
      console.log(`PostgreSQL not measured (${(error as Error).message})`);
      return results;
    }
    results.push(await runOn(root, { databaseUrl: url.toString() }, "PostgreSQL"));
  }
  return results;
}

export function importGoals(result: ImportBenchResult): Goal[] {
  return result.steps.flatMap((step) => {
    const isImport = step.name.startsWith("import");
    // An import counts only when it created every row; a check, a repeat or the payment only when it answered.
    const ok = isImport ? step.created === IMPORT_GOALS.rows : step.status < 400;
    return [
      {
        name: `${result.database}: ${step.name}, seconds (${step.answered})`,
        value: step.seconds,
        limit: `≤ ${IMPORT_GOALS.seconds} s`,
        pass: ok && step.seconds <= IMPORT_GOALS.seconds,
        informational: !isImport,
      },
      {
        name: `${result.database}: ${step.name}, server's peak memory above idle (${result.idleMb} MB), MB`,
        value: step.peakAboveIdleMb,
        limit: `≤ ${IMPORT_GOALS.aboveIdleMb} MB`,
        pass: step.peakAboveIdleMb <= IMPORT_GOALS.aboveIdleMb,
        informational: !isImport,
      },
    ];
  });
}
