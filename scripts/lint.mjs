// `npm run lint` (ESLint), `npm run format` (Prettier, rewriting files) and `npm run format:check`.
// Both tools live in their own package, tools/lint: typescript-eslint needs TypeScript 5's JavaScript
// API, which the app's TypeScript 7 no longer has. That package is installed here on first use, and
// again whenever its lock file is newer than the installed copy. Extra arguments go to the tool
// (`npm run lint -- --fix`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const lintToolsDir = path.join(root, "tools/lint");

/** Installs tools/lint (`npm ci --prefix tools/lint`) when its node_modules is missing or stale. */
export function ensureLintTools() {
  const installed = path.join(lintToolsDir, "node_modules/.package-lock.json");
  const lock = path.join(lintToolsDir, "package-lock.json");
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log("Installing the lint tools (tools/lint)…");
  const npm = spawnSync("npm", ["ci", "--prefix", lintToolsDir, "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (npm.status !== 0) throw new Error("npm ci --prefix tools/lint failed");
}

const commands = {
  lint: ["eslint/bin/eslint.js", ["--max-warnings", "0"]],
  format: ["prettier/bin/prettier.cjs", ["--write", "."]],
  "format:check": ["prettier/bin/prettier.cjs", ["--check", "."]],
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [name, ...extra] = process.argv.slice(2);
  const command = commands[name];
  if (!command) {
    console.error(`Usage: node scripts/lint.mjs ${Object.keys(commands).join("|")} [arguments for the tool]`);
    process.exit(2);
  }
  ensureLintTools();
  const [bin, args] = command;
  const result = spawnSync(process.execPath, [path.join(lintToolsDir, "node_modules", bin), ...args, ...extra], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}
