// The import boundaries of docs/decisions/0001 are ESLint rules (eslint.config.mjs): this lints small
// snippets under made-up file names and expects each boundary to be refused. ESLint lives in tools/lint
// (see scripts/lint.mjs); the test installs it there first when it is missing, as `npm run lint` does,
// so it runs the same on a fresh checkout, in any order.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLintTools, lintToolsDir } from "../../scripts/lint.mjs";

const root = path.resolve(import.meta.dirname, "../..");

type Message = { ruleId: string | null; message: string };
type Linter = { lintText(code: string, options: { filePath: string }): Promise<Array<{ messages: Message[] }>> };
let eslint: Linter;

beforeAll(async () => {
  ensureLintTools();
  const api = pathToFileURL(path.join(lintToolsDir, "node_modules/eslint/lib/api.js")).href;
  const { ESLint } = await import(/* @vite-ignore */ api);
  eslint = new ESLint({ cwd: root });
}, 180_000);

/** The boundary messages ESLint gives `code` as the file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it("a component imports nothing of app/server or app/routes, types included", async () => {
    expect(await boundaryErrors("app/components/x.tsx", 'import type { Executor } from "~/server/db/client";\n')).toEqual([
      expect.stringContaining("A component declares the props it renders"),
    ]);
    expect(await boundaryErrors("app/components/a/x.tsx", 'import type { Row } from "~/routes/judgments/detail";\n')).toHaveLength(1);
    expect(await boundaryErrors("app/components/a/x.tsx", 'import { formatMoney } from "~/domain/money";\n')).toEqual([]);
  });

  it("a component imports no Zod and no form schema, types included (zod stays out of the browser)", async () => {
    expect(await boundaryErrors("app/components/a/x.tsx", 'import type { z } from "zod";\n')).toEqual([expect.stringContaining("no Zod")]);
    expect(await boundaryErrors("app/components/a/x.tsx", 'import { replySchema } from "~/domain/schemas/message-form";\n')).toEqual([
      expect.stringContaining("no Zod"),
    ]);
    expect(await boundaryErrors("app/components/a/x.tsx", 'import { messageTextProblem } from "~/domain/message-form";\n')).toEqual([]);
  });

  it("the enhancement script imports no React, React Router, server code or Zod (docs/decisions/0040)", async () => {
    expect(await boundaryErrors("app/enhance/x.ts", 'import { useState } from "react";\n')).toEqual([
      expect.stringContaining("plain TypeScript"),
    ]);
    expect(await boundaryErrors("app/enhance/x.ts", 'import { Link } from "react-router";\n')).toEqual([
      expect.stringContaining("plain TypeScript"),
    ]);
    expect(await boundaryErrors("app/enhance/x.ts", 'import { getServices } from "~/server/context";\n')).toEqual([
      expect.stringContaining("runs in the browser"),
    ]);
    expect(await boundaryErrors("app/enhance/x.ts", 'import { z } from "zod";\n')).toEqual([expect.stringContaining("no Zod")]);
    expect(await boundaryErrors("app/enhance/x.ts", 'import { formatMoney } from "~/domain/money";\n')).toEqual([]);
    expect(await boundaryErrors("app/enhance/x.ts", 'import { API_HEADERS } from "~/components/ui/api";\n')).toEqual([]);
  });

  it("a relative path cannot go around the rules", async () => {
    expect(await boundaryErrors("app/components/a/x.tsx", 'import { db } from "../../server/db/client";\n')).toEqual([
      expect.stringContaining("~/ alias"),
    ]);
  });

  it("a route does not import app/server/db, but may call the queries", async () => {
    expect(await boundaryErrors("app/routes/x.tsx", 'import type { Transaction } from "~/server/db/client";\n')).toHaveLength(1);
    expect(await boundaryErrors("app/routes/x.tsx", 'import { searchListings } from "~/server/queries/browse";\n')).toEqual([]);
  });

  it("app/server and the Express app import no route", async () => {
    expect(await boundaryErrors("app/server/x.ts", 'import { onPaid } from "~/routes/listing-wizard/checkout.server";\n')).toHaveLength(1);
    expect(await boundaryErrors("server/x.ts", 'import { loader } from "~/root";\n')).toHaveLength(1);
  });

  it("app/domain imports only app/domain and app/config, and no Drizzle", async () => {
    expect(await boundaryErrors("app/domain/x.ts", 'import { config } from "~/server/config";\n')).toHaveLength(1);
    expect(await boundaryErrors("app/domain/x.ts", 'import { eq } from "drizzle-orm";\n')).toHaveLength(1);
    expect(await boundaryErrors("app/domain/x.ts", 'import { feeSchedule } from "~/config/fees";\n')).toEqual([]);
  });

  it("Drizzle is imported only by app/server/queries (and the schema)", async () => {
    expect(await boundaryErrors("app/server/offers/x.ts", 'import { eq } from "drizzle-orm";\n')).toHaveLength(1);
    expect(await boundaryErrors("app/server/queries/x.ts", 'import { eq } from "drizzle-orm";\n')).toEqual([]);
  });
});
