// `npm test`: unit and integration tests (Vitest), then browser tests (Playwright) on the
// production build. Prints one closing line with the totals: "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
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
try {
  const v = JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8"));
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
} catch {
  totals.failed += 1;
}
try {
  const p = JSON.parse(fs.readFileSync("test-results/e2e.json", "utf8"));
  totals.passed += p.stats.expected + p.stats.flaky;
  totals.failed += p.stats.unexpected;
  totals.skipped += p.stats.skipped;
} catch {
  totals.failed += 1;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(vitestStatus || buildStatus || e2eStatus || (totals.failed ? 1 : 0));
