// The JSON API answers JSON at its edge: an unknown /api/... path is a 404 in JSON whatever the
// method, and every endpoint answers a method it does not serve with 405 in JSON naming the ones
// it does (Allow). Every /api route module has both a loader and an action, so React Router never
// answers for it ("Unexpected Server Error", or the HTML page). Called as a visitor, with ids that
// name nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeTable from "../../app/routes";
import { BASE, createTestApp, run, type TestApp } from "../support/app";

type RouteFn = (args: unknown) => unknown;
type RouteModule = { loader?: RouteFn; action?: RouteFn };
type Entry = { path?: string; file: string; children?: Entry[] };

const modules = import.meta.glob<RouteModule>("../../app/routes/api/**/*.ts");
const flatten = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
const apiRoutes = flatten(routeTable as Entry[]).filter((e) => e.path?.startsWith("api/"));

let app: TestApp;
const loaded: { path: string; file: string; module: RouteModule }[] = [];

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: "off" });
  // One at a time, like the fuzz test: modules share mocks and a database.
  for (const { path, file } of apiRoutes) {
    const load = modules[`../../app/${file}`];
    if (!load) throw new Error(`No module for ${file}`);
    loaded.push({ path: path!, file, module: await load() });
  }
});
afterAll(async () => {
  await app?.close();
});

function request(method: string, path = "/api/x"): Request {
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`${BASE}${path}`, {
    method,
    headers: { "x-requested-with": "XMLHttpRequest", ...(hasBody ? { "content-type": "application/json" } : {}) },
    body: hasBody ? "{}" : undefined,
  });
}

async function call(module: RouteModule, method: string, path?: string): Promise<Response> {
  const fn = method === "GET" || method === "HEAD" ? module.loader! : module.action!;
  const answer = await run(() => fn({ request: request(method, path), params: { id: "999999", stateId: "999" }, context: app.context() }));
  expect(answer, `${method} answered a Response`).toBeInstanceOf(Response);
  return answer as Response;
}

describe("an unknown /api/... path", () => {
  it("answers 404 in JSON for every method", async () => {
    const notFound = loaded.find((r) => r.path === "api/*");
    expect(notFound?.file).toBe("routes/api/not-found.ts");
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await call(notFound!.module, method, "/api/no/such/thing");
      expect(answer.status).toBe(404);
      expect(answer.headers.get("content-type")).toContain("application/json");
      expect((await answer.json()).errors._).toEqual(["No such endpoint."]);
    }
  });
});

describe("a method an endpoint does not serve", () => {
  it("is answered by the endpoint itself: every /api route has a loader and an action", () => {
    expect(loaded.length).toBeGreaterThan(30);
    for (const { file, module } of loaded) {
      expect(typeof module.loader, `${file} loader`).toBe("function");
      expect(typeof module.action, `${file} action`).toBe("function");
    }
  });

  it("answers 405 in JSON with Allow naming the methods it serves", async () => {
    for (const { path, file, module } of loaded.filter((r) => r.path !== "api/*")) {
      const refused: string[] = [];
      let allow: string | null = null;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const answer = await call(module, method, `/${path}`);
        expect(answer.status, `${method} /${path}`).toBeLessThan(500);
        if (answer.status !== 405) continue;
        refused.push(method);
        expect(answer.headers.get("content-type"), `${method} /${path}`).toContain("application/json");
        expect((await answer.json()).errors, `${method} /${path}`).toBeTruthy();
        allow = answer.headers.get("allow");
      }
      expect(refused.length, `${file} refuses some method`).toBeGreaterThan(0);
      const served = (allow ?? "").split(", ");
      for (const method of refused) expect(served, `${file}: Allow lists ${method}`).not.toContain(method);
    }
  });
});
