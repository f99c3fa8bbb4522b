// The CourtListener client (app/server/court-records/courtlistener.ts) against a local fake of its
// v4 search API (tests/support/courtlistener-fake.ts): the request it sends (path, type=r, court,
// docket_number, the token), one docket found (identifiers, parties, entries, the docket's page),
// none, several (the administrator picks), and the API down, refusing the token or slow (a
// timeout): each answered as "unavailable" so the form goes on by hand, never thrown. Then the
// verification page filled through it, and by hand when it is down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as verificationRoute from "~/routes/admin/judgments/verification";
import { createCourtRecords } from "~/server/court-records";
import { createCourtListener } from "~/server/court-records/courtlistener";
import { loadConfig } from "~/server/config";
import { createTestApp, getRequest, run, type TestApp } from "../support/app";
import { startCourtListenerFake, type CourtListenerFake, type FakeDocket } from "../support/courtlistener-fake";
import { listing, member } from "../support/factories";

let fake: CourtListenerFake;
let app: TestApp;
beforeAll(async () => {
  fake = await startCourtListenerFake();
  app = await createTestApp();
  fake.dockets.push(docket(101, "1:23-cv-04211", "nysd"), docket(102, "1:22-cv-05555", "nysd"), docket(103, "2:22-cv-05555", "nysd"));
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

function docket(id: number, number: string, court: string): FakeDocket {
  return {
    docket_id: id,
    caseName: `Harbor Point Supply LLC v. Whitaker ${id}`,
    docketNumber: number,
    court_id: court,
    court: "District Court, S.D. New York",
    dateFiled: "2023-02-01",
    dateTerminated: "2023-06-14",
    party: ["Harbor Point Supply LLC", "Daniel R. Whitaker", "Harbor Point Supply LLC"],
    docket_absolute_url: `/docket/${id}/harbor-point-supply-llc-v-whitaker/`,
    recap_documents: [
      {
        document_number: "1",
        entry_date_filed: "2023-02-01",
        description: "COMPLAINT against Daniel R. Whitaker",
        short_description: "Complaint",
      },
      {
        document_number: "12",
        entry_date_filed: "2023-06-14",
        description: "DEFAULT JUDGMENT in favor of Harbor Point Supply LLC in the amount of $20,000.00",
        short_description: "Judgment",
      },
    ],
  };
}

const client = (options: { token?: string; timeoutMs?: number } = {}) =>
  createCourtListener({ token: options.token ?? fake.token, apiUrl: fake.url, timeoutMs: options.timeoutMs });

describe("CourtListener client", () => {
  it("is chosen by COURTLISTENER_API_TOKEN; else offline dockets, or none in a public deployment", () => {
    expect(createCourtRecords(loadConfig({ COURTLISTENER_API_TOKEN: "t", COURTLISTENER_API_URL: fake.url }), app.services.db).name).toBe(
      "courtlistener",
    );
    expect(createCourtRecords(loadConfig({}), app.services.db).name).toBe("offline");
    expect(createCourtRecords(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://judgments.example" }), app.services.db).name).toBe(
      "none",
    );
  });

  it("searches RECAP dockets by court and docket number with the token, and reads one docket", async () => {
    const before = fake.requests.length;
    const answer = await client().lookup({ courtId: "nysd", docketNumber: "1:23-cv-04211" });
    const [request] = fake.requests.slice(before);
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/api/rest/v4/search/");
    expect(request.query).toEqual({ type: "r", court: "nysd", docket_number: "1:23-cv-04211" });
    expect(request.headers.authorization).toBe(`Token ${fake.token}`);
    expect(answer.kind).toBe("found");
    if (answer.kind !== "found") return;
    expect(answer.dockets).toHaveLength(1);
    expect(answer.dockets[0]).toEqual({
      ref: "101",
      caseName: "Harbor Point Supply LLC v. Whitaker 101",
      docketNumber: "1:23-cv-04211",
      courtId: "nysd",
      courtName: "District Court, S.D. New York",
      dateFiled: "2023-02-01",
      dateTerminated: "2023-06-14",
      parties: ["Harbor Point Supply LLC", "Daniel R. Whitaker"],
      entries: [
        { number: "1", date: "2023-02-01", description: "COMPLAINT against Daniel R. Whitaker" },
        {
          number: "12",
          date: "2023-06-14",
          description: "DEFAULT JUDGMENT in favor of Harbor Point Supply LLC in the amount of $20,000.00",
        },
      ],
      url: "https://www.courtlistener.com/docket/101/harbor-point-supply-llc-v-whitaker/",
    });
  });

  it("skips what is not a document in an answer's documents (null, a string) instead of failing", async () => {
    const odd = docket(104, "1:24-cv-00404", "nysd");
    fake.dockets.push({
      ...odd,
      recap_documents: [null, "a string", ...(odd.recap_documents as object[])] as FakeDocket["recap_documents"],
    });
    const found = await client().lookup({ courtId: "nysd", docketNumber: "1:24-cv-00404" });
    expect(found.kind === "found" && found.dockets[0]!.entries.map((e) => e.number)).toEqual(["1", "12"]);
  });

  it("answers not found, and several dockets for a number without its office", async () => {
    expect(await client().lookup({ courtId: "nysd", docketNumber: "1:19-cv-00001" })).toEqual({ kind: "not_found" });
    expect(await client().lookup({ courtId: "nyed", docketNumber: "1:23-cv-04211" })).toEqual({ kind: "not_found" });
    const several = await client().lookup({ courtId: "nysd", docketNumber: "22-cv-05555" });
    expect(several.kind === "found" && several.dockets.map((d) => d.docketNumber)).toEqual(["1:22-cv-05555", "2:22-cv-05555"]);
  });

  it("answers unavailable when the API is down, refuses the token, is unreachable or too slow", async () => {
    fake.down = true;
    try {
      const down = await client().lookup({ courtId: "nysd", docketNumber: "1:23-cv-04211" });
      expect(down).toEqual({ kind: "unavailable", reason: expect.stringContaining("503") });
    } finally {
      fake.down = false;
    }
    const refused = await client({ token: "wrong" }).lookup({ courtId: "nysd", docketNumber: "1:23-cv-04211" });
    expect(refused).toEqual({ kind: "unavailable", reason: expect.stringContaining("refused the API token") });
    const unreachable = await createCourtListener({ token: "t", apiUrl: "http://127.0.0.1:9" }).lookup({
      courtId: "nysd",
      docketNumber: "x",
    });
    expect(unreachable).toEqual({ kind: "unavailable", reason: expect.stringContaining("could not be reached") });
    const started = Date.now();
    const slow = await client({ timeoutMs: 300 }).lookup({ courtId: "nysd", docketNumber: fake.slowNumber });
    expect(slow).toEqual({ kind: "unavailable", reason: expect.stringContaining("did not answer within") });
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it("fills the verification form through CourtListener, and leaves it to be filled by hand when it is down", async () => {
    const admin = await member(app, { prefix: "cladmin", role: "admin" });
    const seller = await member(app);
    const id = await listing(app, seller.userId, {
      courtType: "federal",
      casenum: "1:23-cv-04211",
      stateId: 36,
      countyId: 36061,
      courthouse: "Southern District of New York",
    });
    const offline = app.services.courtRecords;
    app.services.courtRecords = client();
    try {
      const load = async () =>
        (await run(() =>
          verificationRoute.loader(
            app.args(getRequest(`/admin/judgments/${id}/verification?lookup=1&court_id=nysd&docket_number=1:23-cv-04211`, admin.jar), {
              id: String(id),
            }),
          ),
        )) as any;
      const found = await load();
      expect(found.lookupService).toBe("courtlistener");
      expect(found.values).toMatchObject({
        source: "courtlistener",
        docket_number: "1:23-cv-04211",
        docket_ref: "101",
        docket_url: "https://www.courtlistener.com/docket/101/harbor-point-supply-llc-v-whitaker/",
        parties: "Harbor Point Supply LLC\nDaniel R. Whitaker",
      });
      expect(found.values.entries).toContain("#12 · 2023-06-14 · DEFAULT JUDGMENT");
      fake.down = true;
      const down = await load();
      expect(down.lookup.answer.kind).toBe("unavailable");
      expect(down.values.docket_number).toBe("1:23-cv-04211");
      expect(down.checks.length).toBe(8);
    } finally {
      fake.down = false;
      app.services.courtRecords = offline;
    }
  });
});
