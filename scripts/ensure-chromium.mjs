// The browser tests run in Debian's Chromium (DESIGN.md section 10; browser downloads do not work
// on these machines). `npm test` and `npm run test:e2e` call this first, and so does CI: when the
// browser is missing it is installed the way CI does (apt-get, as root or through password-less
// sudo), and where it cannot be, the run stops at once with the one command to type, instead of
// failing every browser test after the unit and integration tests.
// Plain JavaScript that runs on any Node.js (CI calls it before `npm ci` brings Node 24).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
const APT_INSTALL = ["apt-get", "install", "-y", "-qq", "chromium"];

/**
 * What to do, from what the machine has: nothing ("ready"), install with these commands, or stop
 * with a message naming the command to run.
 * @param {{ path: string, exists: boolean, custom: boolean, isRoot: boolean, hasAptGet: boolean, canSudo: boolean }} machine
 * @returns {{ kind: "ready" } | { kind: "install", commands: string[][] } | { kind: "stop", message: string }}
 */
export function chromiumPlan(machine) {
  if (machine.exists) return { kind: "ready" };
  if (machine.custom) {
    return {
      kind: "stop",
      message: `CHROMIUM_PATH is set to ${machine.path}, which is not an executable file. Point it at Chromium, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (machine.hasAptGet && (machine.isRoot || machine.canSudo)) {
    const prefix = machine.isRoot ? [] : ["sudo", "-n"];
    return {
      kind: "install",
      commands: [
        [...prefix, "apt-get", "update", "-qq"],
        [...prefix, ...APT_INSTALL],
      ],
    };
  }
  const command = machine.hasAptGet
    ? "sudo apt-get install -y chromium"
    : "install Chromium (Debian/Ubuntu: sudo apt-get install -y chromium)";
  return {
    kind: "stop",
    message:
      `The browser tests need Chromium at ${DEFAULT_CHROMIUM}, and it is not installed.\n` +
      `Run: ${command}\n` +
      "(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run npm test again.",
  };
}

function isExecutable(path) {
  try {
    fs.accessSync(path, fs.constants.X_OK);
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}

function commandWorks(command, args) {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Makes sure Chromium is there; exits the process with the message when it cannot be. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const machine = {
    path,
    exists: isExecutable(path),
    custom: Boolean(process.env.CHROMIUM_PATH),
    isRoot: process.getuid?.() === 0,
    hasAptGet: commandWorks("apt-get", ["--version"]),
    canSudo: commandWorks("sudo", ["-n", "true"]),
  };
  const plan = chromiumPlan(machine);
  if (plan.kind === "ready") return;
  if (plan.kind === "install") {
    console.log("Installing Chromium from Debian's packages for the browser tests…");
    for (const [command, ...args] of plan.commands) {
      const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
      if (result.status !== 0) break;
    }
    if (isExecutable(path)) return;
    console.error(`\nInstalling Chromium failed. Run: sudo apt-get install -y chromium, then run npm test again.\n`);
    process.exit(1);
  }
  console.error(`\n${plan.message}\n`);
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) ensureChromium();
