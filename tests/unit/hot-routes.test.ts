// The pruned route table of the hottest URLs (server/hot-routes.ts): every hot URL goes to the same
// route module as through the full table of app/routes.ts, and every other URL falls through.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { HOT_ROUTE_IDS, isHotPath, pruneRoutes } from "../../server/hot-routes";

type FlatRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** The route manifest as the server build has it: ids are the files without extension, under "root". */
function flatten(entries: RouteConfigEntry[], parentId: string, into: Record<string, FlatRoute>) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    into[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
    if (entry.children) flatten(entry.children, id, into);
  }
  return into;
}

/** The manifest as the nested route objects React Router matches against. */
function tree(routes: Record<string, FlatRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(routes, route.id) },
    );
}

const full = flatten(routeConfig, "root", { root: { id: "root", path: "" } });
const fullTree = tree(full);
const hotTree = tree(pruneRoutes(full, HOT_ROUTE_IDS));
const leaf = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.id ?? null;

describe("the hot route table", () => {
  const hotUrls = ["/", "/judgments", "/judgments/", "/judgments/1", "/judgments/000123", "/judgments/999999999999999999"];
  it.each(hotUrls)("%s is hot and reaches the same route module through both tables", (url) => {
    expect(isHotPath(url)).toBe(true);
    const route = leaf(fullTree, url);
    expect(HOT_ROUTE_IDS).toContain(route);
    expect(leaf(hotTree, url)).toBe(route);
  });

  const otherUrls = [
    "/judgments/search",
    "/judgments/search/clear",
    "/judgments/by_state/CA",
    "/judgments/by_county/6019",
    "/judgments/1/edit",
    "/judgments/1/assignment-forms.pdf",
    "/judgments/buy/1",
    "/judgments/pay/1",
    "/judgments/abc",
    "/judgments/-1",
    "/judgments/1e3",
    "/judgments/1.data",
    "/judgments.data",
    "/_root.data",
    "/JUDGMENTS",
    "/Judgments/1",
    "/judgments//1",
    "//judgments",
    "/judgments/1234567890123456789",
    "/home",
    "/about",
    "/login",
    "/api/judgments/1",
    "/admin/judgments",
    "/__manifest",
    "/no-such-page",
  ];
  it.each(otherUrls)("%s falls through to the full table", (url) => {
    expect(isHotPath(url)).toBe(false);
  });

  // server/app.ts hands isHotPath Express's req.path, which has no query string: a search's URL
  // (issue 29) is as hot as the bare list, and reaches the browse page through both tables.
  it.each(["/judgments?state=TX&price_max=20000", "/judgments?name=a%2Fb&sort=price_low&page=2&after=abc", "/judgments/?state=CA"])(
    "%s goes by its path",
    (url) => {
      const { pathname } = new URL(url, "http://localhost");
      expect(isHotPath(pathname)).toBe(true);
      expect(leaf(fullTree, url)).toBe("routes/judgments/index");
      expect(leaf(hotTree, url)).toBe("routes/judgments/index");
    },
  );

  it("keeps the root and the hot routes only, and refuses a table that lost one", () => {
    expect(Object.keys(pruneRoutes(full, HOT_ROUTE_IDS)).sort()).toEqual([...HOT_ROUTE_IDS].sort());
    const { ["routes/judgments/detail"]: _gone, ...withoutDetail } = full;
    expect(() => pruneRoutes(withoutDetail, HOT_ROUTE_IDS)).toThrow(/no route "routes\/judgments\/detail"/);
    expect(() => pruneRoutes(full, ["routes/judgments/index"])).toThrow(/needs its parent "root"/);
  });
});
