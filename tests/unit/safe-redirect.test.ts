import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/server/http/redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/judgments?page=2#top")).toBe("/judgments?page=2#top");
    expect(safeRedirectPath("/contact-us")).toBe("/contact-us");
  });
  it("refuses anything that could lead to another site", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example",
      "evil",
      "",
      null,
      42,
      "/%09/x".replace("%09", "\u0009"),
    ]) {
      expect(safeRedirectPath(bad, "/home")).toBe("/home");
    }
  });
});
