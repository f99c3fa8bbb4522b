import { describe, expect, it } from "vitest";
import { pathRefusal } from "~/server/security/request-path";

describe("request paths", () => {
  it("refuses dot segments, plain or percent-encoded, and backslashes: the router would resolve them", () => {
    for (const path of [
      "/webhooks/%2e%2e/register",
      "/webhooks/../register",
      "/a/./b",
      "/webhooks/.%2E/x",
      "/webhooks/%2E/x",
      "/webhooks\\..\\register",
      "/a%5cb",
    ]) {
      expect(pathRefusal(path), path).toBe("Invalid path.");
    }
  });
  it("lets ordinary paths through, dots inside names included", () => {
    for (const path of ["/", "/judgments/12", "/users/jane.doe", "/assets/app-1.2.js", "/a%20b", "/...", "/a..b"]) {
      expect(pathRefusal(path), path).toBeNull();
    }
  });
});
