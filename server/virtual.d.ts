declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** The enhancement script's URL on the server; null in the browser bundle (scripts/vite/enhance-script.ts). */
declare module "virtual:enhance-script" {
  const url: string | null;
  export default url;
}
