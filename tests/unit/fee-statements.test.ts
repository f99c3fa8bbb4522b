// Every page and e-mail that tells a seller what selling costs reads it from the fee schedule
// (app/domain/fee-wording.ts): no amount or rate typed into a public page, a marketing component or
// an e-mail, and no page saying a seller pays "only a final value fee" (there is a listing fee by
// price tier and optional enhancements too).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const filesIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => path.join(dir, name));
// outbox-access.ts masks tokens with a regular expression ("$1" is a capture group, not money).
const sources = [...filesIn("app/routes/public"), ...filesIn("app/components/marketing"), ...filesIn("app/server/mail")].filter(
  (file) => !file.endsWith("outbox-access.ts"),
);
/** The file's text without its comments (a comment may quote what the code must not say). */
const code = (file: string) =>
  fs
    .readFileSync(path.join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

describe("what selling costs, on pages and in e-mails", () => {
  it("no amount or percentage is typed in: each comes from the fee schedule", () => {
    const typed = sources.flatMap((file) =>
      [...code(file).matchAll(/(?<![\w$])\$\d[\d,.]*|\b\d+(?:\.\d+)?%/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(typed).toEqual([]);
  });

  it("no page says a seller pays only the final value fee", () => {
    for (const file of sources) {
      expect(code(file), file).not.toMatch(/only (?:a|the) final value fee|final value fee only/i);
    }
  });

  it("the home page and the selling guide state every cost of selling", () => {
    // The home page's sections live beside the other marketing components (app/routes/public/index.tsx places them).
    for (const file of ["app/components/marketing/home-sections.tsx", "app/routes/public/how-to-sell.tsx"]) {
      expect(code(file), file).toContain("sellerCostsSentence()");
      expect(code(file), file).toContain("listingFeeSentence()");
    }
  });
});
