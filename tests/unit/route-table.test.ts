// The JSON API and the webhook match their paths case-sensitively, as the request guard does: the
// guard requires X-Requested-With on paths starting "/api/", so "/API/…" must not reach an endpoint.
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

type Entry = { path?: string; file: string; caseSensitive?: boolean; index?: boolean; children?: Entry[] };
const table = (entries: Entry[]): Entry[] => entries.map((e) => ({ ...e, children: e.children && table(e.children) }));
const fileFor = (path: string) => matchRoutes(table(routes as Entry[]) as never, path)?.at(-1)?.route as Entry | undefined;

describe("the route table", () => {
  it("reaches an endpoint only by its exact lower-case path", () => {
    expect(fileFor("/api/judgments/offers/accept")?.file).toBe("routes/api/offers/accept.ts");
    expect(fileFor("/API/judgments/offers/accept")?.file).toBe("routes/public/not-found.tsx");
    expect(fileFor("/Api/judgments/offer")?.file).toBe("routes/public/not-found.tsx");
    expect(fileFor("/webhooks/stripe")?.file).toBe("routes/webhooks/stripe.ts");
    expect(fileFor("/WEBHOOKS/stripe")?.file).toBe("routes/public/not-found.tsx");
  });

  it("sends any other /api/... path to the JSON not-found endpoint, and only in lower case", () => {
    expect(fileFor("/api/no/such/endpoint")?.file).toBe("routes/api/not-found.ts");
    expect(fileFor("/api/judgments/offer")?.file).toBe("routes/api/offers/create.ts");
    expect(fileFor("/api/judgments/12")?.file).toBe("routes/api/judgments/judgment.ts");
    expect(fileFor("/API/no/such/endpoint")?.file).toBe("routes/public/not-found.tsx");
    expect(fileFor("/apix")?.file).toBe("routes/public/not-found.tsx");
  });
});
