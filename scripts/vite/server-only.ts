// Fails the browser build when browser code reaches server-only code: anything under app/server/ (the
// database, sessions, payments, mail), the Express app in server/, and Zod (node_modules/zod: the
// forms' schemas in app/domain/schemas/ are the server's; the browser uses the plain rules).
//
// React Router 8 has the same guard built in, but only for files named `*.server.ts` and folders named
// `.server/` (its "react-router:dot-server" plugin); our server code lives in a folder named `server/`,
// and renaming it to `.server/` would touch nearly every import in the app. This plugin is that same
// check for our folders, so both conventions are enforced: `*.server.ts` by React Router, app/server/
// here. Like React Router's check it runs after the route modules lost their loaders and actions, so a
// route may import app/server/ for those; a type-only import is erased and never reaches the bundler
// (the ESLint boundary rules catch those).
import path from "node:path";
import type { Plugin } from "vite";

/** `folders`: server-only folders, relative to the project root. */
export function serverOnly(folders: string[]): Plugin {
  let roots: string[] = [];
  return {
    name: "server-only-folders",
    enforce: "pre",
    configResolved(config) {
      roots = folders.map((folder) => path.join(config.root, folder) + path.sep);
    },
    async resolveId(source, importer, options) {
      if (!importer || this.environment.mode === "scan" || this.environment.config.consumer !== "client") return;
      // Resolve with the other plugins (the ~/ alias), marking the call so it does not come back here.
      if (options.custom?.["server-only-folders"]) return;
      const resolved = await this.resolve(source, importer, { ...options, custom: { ...options.custom, "server-only-folders": true } });
      const file = resolved?.id.split("?")[0];
      if (!file || !roots.some((root) => file.startsWith(root))) return resolved;
      const relative = (id: string) => path.relative(this.environment.config.root, id.split("?")[0]);
      throw new Error(
        `Server-only module referenced by browser code: '${relative(file)}' imported by '${relative(importer)}'.\n` +
          "  app/server/ never reaches the browser: move what the browser needs into app/domain/ or app/components/,\n" +
          "  or use it only in a loader or action (React Router drops those from the browser build).\n" +
          "  Zod likewise: import a form's plain rules from app/domain/<form>.ts, its schema (app/domain/schemas/) only on the server.",
      );
    },
  };
}
