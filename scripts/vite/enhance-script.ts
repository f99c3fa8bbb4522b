// Builds the enhancement script (app/enhance/main.ts: plain TypeScript, no framework) that pages which
// do not hydrate load instead of React (docs/decisions/0040), as one more chunk of the client build,
// and tells the server its URL through `virtual:enhance-script` (its default export: the script's
// path, e.g. "/assets/enhance-AbC123.js"). React Router builds the client before the server, so the
// name is known when the server build asks for it. In development Vite serves the source itself.
// The browser bundle gets null: only the server renders the script tag (a hydrating page never does).
import path from "node:path";
import type { Plugin } from "vite";

const ENTRY = "app/enhance/main.ts";
const VIRTUAL = "virtual:enhance-script";
const RESOLVED = `\0${VIRTUAL}`;

export function enhanceScript(): Plugin {
  const entry = path.resolve(import.meta.dirname, "..", "..", ENTRY);
  let serving = false;
  let fileName: string | null = null;
  return {
    name: "jx-enhance-script",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      if (!serving && this.environment.name === "client") this.emitFile({ type: "chunk", id: entry, name: "enhance-script" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.facadeModuleId === entry) fileName = chunk.fileName;
      }
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
