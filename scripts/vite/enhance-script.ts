// Builds the enhancement script (app/enhance/main.ts: plain TypeScript, no framework) that pages which
// do not hydrate load instead of React (docs/decisions/0040), and tells the server its URL through
// `virtual:enhance-script` (its default export: the script's path, e.g. "/assets/enhance-script-AbC123.js").
// It is bundled on its own, as ONE file, and added to the client build as an asset: built as one
// more entry of the client build, the small modules it shares with the React components (the
// notices' look, the county list's words, the API headers) became chunks of their own, four more
// requests for a page that should load one script. React Router builds the client before the
// server, so the name is known when the server build asks for it. In development Vite serves the
// source itself. The browser bundle gets null: only the server renders the script tag (a hydrating
// page never does).
import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { serverOnly } from "./server-only.ts";

const ENTRY = "app/enhance/main.ts";
const VIRTUAL = "virtual:enhance-script";
const RESOLVED = `\0${VIRTUAL}`;

/** The script as one minified ES module (no imports left), with the app's `~/` alias. */
async function bundle(root: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: { "~": path.join(root, "app") } },
    // The same refusal as the app's browser build: nothing of the server (or Zod) in a browser bundle.
    plugins: [serverOnly(["app/server", "server", "node_modules/zod"])],
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: entry },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${ENTRY} should bundle into one file, not ${chunks.length}.`);
  return chunks[0].code;
}

export function enhanceScript(): Plugin {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const entry = path.join(root, ENTRY);
  let serving = false;
  let fileName: string | null = null;
  return {
    name: "jx-enhance-script",
    configResolved(config) {
      serving = config.command === "serve";
    },
    async generateBundle() {
      if (serving || this.environment.name !== "client") return;
      const code = await bundle(root, entry);
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      fileName = `assets/enhance-script-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.name === "client") return "export default null;";
      if (serving) return `export default ${JSON.stringify(`/${ENTRY}`)};`;
      if (!fileName) this.error(`${ENTRY} was not built: the client build must come before the server build.`);
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
