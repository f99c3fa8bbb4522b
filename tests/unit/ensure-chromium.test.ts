// Issue 27 E: `npm test` brings what the browser tests need. Where Chromium is missing it is
// installed as CI does (apt-get, as root or through password-less sudo); where it cannot be, the run
// stops at once with the command to type.
import { describe, expect, it } from "vitest";
import { chromiumPlan, DEFAULT_CHROMIUM } from "../../scripts/ensure-chromium.mjs";

const machine = { path: DEFAULT_CHROMIUM, exists: false, custom: false, isRoot: false, hasAptGet: true, canSudo: false };

describe("chromiumPlan", () => {
  it("does nothing when Chromium is there", () => {
    expect(chromiumPlan({ ...machine, exists: true })).toEqual({ kind: "ready" });
  });

  it("installs with apt-get as root, and through sudo -n where that needs no password", () => {
    expect(chromiumPlan({ ...machine, isRoot: true })).toEqual({
      kind: "install",
      commands: [
        ["apt-get", "update", "-qq"],
        ["apt-get", "install", "-y", "-qq", "chromium"],
      ],
    });
    expect(chromiumPlan({ ...machine, canSudo: true })).toEqual({
      kind: "install",
      commands: [
        ["sudo", "-n", "apt-get", "update", "-qq"],
        ["sudo", "-n", "apt-get", "install", "-y", "-qq", "chromium"],
      ],
    });
  });

  it("stops with the one command to run where it cannot install", () => {
    const plan = chromiumPlan(machine);
    expect(plan.kind).toBe("stop");
    expect(plan.kind === "stop" && plan.message).toContain("Run: sudo apt-get install -y chromium");
    const noApt = chromiumPlan({ ...machine, hasAptGet: false, isRoot: true });
    expect(noApt.kind === "stop" && noApt.message).toContain("install Chromium");
  });

  it("never installs over a CHROMIUM_PATH that points nowhere: it says so", () => {
    const plan = chromiumPlan({ ...machine, custom: true, path: "/opt/none/chrome", isRoot: true });
    expect(plan.kind === "stop" && plan.message).toContain("CHROMIUM_PATH is set to /opt/none/chrome");
  });
});
