// The production server build's routes, entry and manifest: the chunk server/app.ts imports lazily
// (build/server/assets/server-build-<hash>.js), for tools that read the routes without starting the app.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export async function loadServerBuild(buildDir = path.resolve(import.meta.dirname, "..", "build")): Promise<ServerBuild> {
  const dir = path.join(buildDir, "server", "assets");
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((name) => /^server-build-.*\.js$/.test(name)) : undefined;
  if (!file) throw new Error(`No server-build-*.js in ${dir}: build the app first (npx react-router build).`);
  return (await import(pathToFileURL(path.join(dir, file)).href)) as ServerBuild;
}
