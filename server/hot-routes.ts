// The hottest URLs through a smaller route table (issue 28). React Router matches a URL against its
// whole table several times per request (decision 0025: about a millisecond on every page, most of it
// trying the 120-odd ranked branches). The visitors' busiest pages — the home page, /judgments and a
// judgment page — go to a second request handler over the same build whose table holds only the root
// and those routes; every other URL (and these paths with anything more, such as `.data` or another
// case) falls through to the full handler. tests/unit/hot-routes.test.ts holds the two tables to the
// same route for every hot URL.
import type { ServerBuild } from "react-router";

/** The route ids kept: the root and the three hot pages (ids are the route files, as in app/routes.ts). */
export const HOT_ROUTE_IDS = ["root", "routes/public/index", "routes/judgments/index", "routes/judgments/detail"] as const;

/** `/`, `/judgments` and `/judgments/<digits>`, exactly (case-sensitive; an optional trailing slash). */
const HOT_PATH = /^\/(?:judgments(?:\/\d{1,18})?)?\/?$/;

/** Whether a request path goes to the pruned table. */
export function isHotPath(path: string): boolean {
  return HOT_PATH.test(path);
}

/** The route manifest with only the given routes (each route's parent must be kept too). */
export function pruneRoutes<Route extends { id: string; parentId?: string }>(
  routes: Record<string, Route | undefined>,
  keep: readonly string[],
): Record<string, Route> {
  const kept: Record<string, Route> = {};
  for (const id of keep) {
    const route = routes[id];
    if (!route) throw new Error(`The route table has no route "${id}".`);
    if (route.parentId && !keep.includes(route.parentId)) throw new Error(`Route "${id}" needs its parent "${route.parentId}".`);
    kept[id] = route;
  }
  return kept;
}

/**
 * The build with the hot routes only, in both of its tables: the server's (`routes`) and the browser's
 * manifest (`assets.routes`, from which the document renders its route tree). Everything else is the
 * same. A member's judgment page, which hydrates, sends the browser only its matched routes either way
 * (lazy route discovery); the browser asks /__manifest, a full-table URL, for any other.
 */
export function hotBuild(build: ServerBuild): ServerBuild {
  return {
    ...build,
    routes: pruneRoutes(build.routes, HOT_ROUTE_IDS),
    assets: { ...build.assets, routes: pruneRoutes(build.assets.routes, HOT_ROUTE_IDS) },
  };
}
