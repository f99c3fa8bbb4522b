// `npm test`: unit and integration tests (Vitest), then browser tests (Playwright) on the
// production build. Prints one closing line with the totals: "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import "./check-node.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

// Before anything runs: the browser tests need Chromium (installed here when it can be, else a stop
// at once with the command to run).
ensureChromium();

fs.mkdirSync("test-results", { recursive: true });
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: process.env }).status ?? 1;
const bin = (name) => `node_modules/.bin/${name}`;

const vitestStatus = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"]);
const buildStatus = run(bin("react-router"), ["build"]);
const e2eStatus = buildStatus === 0 ? run(bin("playwright"), ["test"]) : 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
// Each failed test by name, repeated at the very end: a CI log is often read from its tail.
const failures = [];
const firstLine = (text) =>
  String(text ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .find((line) => line.trim()) ?? "";
try {
  const v = JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8"));
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  for (const file of v.testResults) {
    const name = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults)
      if (test.status === "failed") failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import, a hook) has no failed test of its own.
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"))
      failures.push(`${name}: ${firstLine(file.message)}`);
  }
} catch {
  totals.failed += 1;
}
try {
  const p = JSON.parse(fs.readFileSync("test-results/e2e.json", "utf8"));
  totals.passed += p.stats.expected + p.stats.flaky;
  totals.failed += p.stats.unexpected;
  totals.skipped += p.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.errors?.length)?.errors?.[0]?.message;
        failures.push(
          `${test.status === "flaky" ? "(flaky, passed on retry) " : ""}${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of p.suites ?? []) walk(suite, []);
} catch {
  totals.failed += 1;
}
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line.slice(0, 400)}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(vitestStatus || buildStatus || e2eStatus || (totals.failed ? 1 : 0));
