// Verification against the court record (issue 30 item 1, docs/decisions/0047): only administrators
// record, void or read the evidence (404 to anyone else); the evidence is stored and its SHA-256
// kept; a new verification supersedes; a material edit by the seller voids it and a minor one keeps
// it; the judgment page, browse's filter (and the URL) and the review queue read it; the offline
// lookup fills the form for a federal listing.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as verificationRoute from "~/routes/admin/judgments/verification";
import * as evidenceRoute from "~/routes/admin/judgments/verification-evidence";
import * as detail from "~/routes/judgments/detail";
import * as edit from "~/routes/judgments/edit";
import { factFieldNames } from "~/domain/collectability-facts";
import { readSearch } from "~/domain/search-url";
import { loadPendingPage } from "~/server/admin/pending-page";
import { courtVerifications } from "~/server/db/schema";
import { findVerificationSubject, latestVerification, verificationSubjectVersion } from "~/server/queries/court-verifications";
import { findJudgmentPageRecord } from "~/server/queries/judgment-detail";
import { browseJudgments } from "~/server/queries/browse";
import { visitorAudience } from "~/server/queries/listing-visibility";
import { MATCH_REQUIRED } from "~/domain/schemas/court-verification";
import { EVIDENCE_REQUIRED } from "~/server/verification/admin-page";
import { BASE, CookieJar, createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, listingEditFields, member, type Member } from "../support/factories";
import { auditActions } from "../support/rows";

let app: TestApp;
let admin: Member;
let seller: Member;
let buyer: Member;
beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { prefix: "verifier", role: "admin" });
  seller = await member(app, { prefix: "vseller" });
  buyer = await member(app, { prefix: "vbuyer" });
});
afterAll(async () => {
  await app?.close();
});

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% docket extract\n%%EOF\n");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const allChecks = {
  check_court: "on",
  check_case_number: "on",
  check_parties: "on",
  check_amount: "on",
  check_entry_date: "on",
  check_not_satisfied: "on",
  check_not_vacated: "on",
};
const path = (id: number) => `/admin/judgments/${id}/verification`;

function multipart(id: number, fields: Record<string, string>, evidence: Uint8Array | null, jar?: CookieJar): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (evidence) body.append("evidence", new File([evidence as Uint8Array<ArrayBuffer>], "docket-extract.pdf", { type: "application/pdf" }));
  return new Request(BASE + path(id), { method: "POST", headers: { origin: BASE, ...(jar ? { cookie: jar.header() } : {}) }, body });
}

const recordFields = (overrides: Record<string, string> = {}) => ({
  source: "court_online_docket",
  docket_court: "Superior Court of California, County of Fresno",
  docket_number: "22CECG01234",
  case_name: "Harbor Point Supply LLC v. Whitaker",
  renewals: "",
  note: "Read on the court's portal.",
  ...allChecks,
  ...overrides,
});

/** The version of the listing's details the administrator's page shows (its form sends it back). */
async function versionOnScreen(id: number): Promise<string> {
  const subject = await findVerificationSubject(app.services.db, id);
  return subject ? verificationSubjectVersion(subject) : "";
}

async function record(id: number, jar = admin.jar, fields: Record<string, string> = recordFields(), evidence: Uint8Array | null = PDF) {
  const withVersion = { listing_version: await versionOnScreen(id), ...fields };
  return run(() => verificationRoute.action(app.args(multipart(id, withVersion, evidence, jar), { id: String(id) })));
}

const rows = (id: number) => app.services.db.select().from(courtVerifications).where(eq(courtVerifications.judgmentId, id));
async function page(id: number, jar?: CookieJar) {
  return (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) })))) as any;
}
const editForm = (overrides: Record<string, string>) =>
  listingEditFields({ ...Object.fromEntries(factFieldNames.map((name) => [name, ""])), ...overrides });
const postEdit = (id: number, fields: Record<string, string>) =>
  run(() => edit.action(app.args(formRequest(`/judgments/${id}/edit`, fields, seller.jar), { id: String(id) })));

describe("who may verify", () => {
  it("answers 404 to visitors and members: the page, the record, the void and the evidence", async () => {
    const id = await listing(app, seller.userId);
    for (const jar of [undefined, seller.jar, buyer.jar]) {
      const view = await run(() => verificationRoute.loader(app.args(getRequest(path(id), jar), { id: String(id) })));
      expect((view as Response).status).toBe(404);
      const posted = await run(() => verificationRoute.action(app.args(multipart(id, recordFields(), PDF, jar), { id: String(id) })));
      expect((posted as Response).status).toBe(404);
      const voided = await run(() =>
        verificationRoute.action(app.args(formRequest(path(id), { intent: "void", reason: "x" }, jar), { id: String(id) })),
      );
      expect((voided as Response).status).toBe(404);
    }
    expect(await rows(id)).toHaveLength(0);
    await record(id);
    const [row] = await rows(id);
    const evidence = await run(() =>
      evidenceRoute.loader(
        app.args(getRequest(`${path(id)}/${row.id}/evidence`, buyer.jar), { id: String(id), verificationId: String(row.id) }),
      ),
    );
    expect((evidence as Response).status).toBe(404);
    const own = await run(() =>
      evidenceRoute.loader(
        app.args(getRequest(`${path(id)}/${row.id}/evidence`, admin.jar), { id: String(id), verificationId: String(row.id) }),
      ),
    );
    expect((own as Response).status).toBe(200);
    expect(new Uint8Array(await (own as Response).arrayBuffer())).toEqual(PDF);
  });

  it("answers 404 for a listing that does not exist", async () => {
    const view = await run(() => verificationRoute.loader(app.args(getRequest(path(999999), admin.jar), { id: "999999" })));
    expect((view as Response).status).toBe(404);
  });
});

describe("recording a verification", () => {
  it("stores the evidence, keeps its SHA-256 and the listing as verified, audits it, and the page shows what was checked", async () => {
    const id = await listing(app, seller.userId);
    expect((await page(id)).verification.verified).toBeNull();
    const answer = (await record(id)) as Response;
    expect(answer.status).toBe(302);
    const [row] = await rows(id);
    expect(row.evidenceSha256).toBe(sha256(PDF));
    expect(row.evidenceBytes).toBe(PDF.length);
    expect(row.adminId).toBe(admin.userId);
    expect(row.listing).toMatchObject({ casenum: "22CECG01234", amountCents: 2_000_000, dateAwarded: "2023-06-14" });
    expect(row.checks).toMatchObject({ court: true, parties: true, not_satisfied: true, no_prior_assignment: false });
    expect(await auditActions(app, "judgment", id)).toContain("verification.record");

    const shown = (await page(id)).verification;
    expect(shown.verified.sha256).toBe(sha256(PDF));
    expect(shown.verified.docketNumber).toBe("22CECG01234");
    const checks = Object.fromEntries(shown.verified.checks.map((c: any) => [c.key, c]));
    expect(checks.amount).toMatchObject({ confirmed: true, text: "The judgment amount matches the listing" });
    expect(checks.no_prior_assignment.confirmed).toBe(false);
    // The public view names no administrator and no parties.
    expect(JSON.stringify(shown)).not.toContain(admin.handle);
    expect(JSON.stringify(shown)).not.toContain("Whitaker");
  });

  it("refuses without evidence, with a detail unmatched, or with a file that is not a document, keeping nothing", async () => {
    const id = await listing(app, seller.userId);
    const noEvidence = (await record(id, admin.jar, recordFields(), null)) as any;
    expect(noEvidence.errors.evidence).toEqual([EVIDENCE_REQUIRED]);
    const { check_amount: _omitted, ...unticked } = recordFields();
    const unmatched = (await record(id, admin.jar, unticked as Record<string, string>)) as any;
    expect(unmatched.errors.checks).toEqual([MATCH_REQUIRED]);
    expect(unmatched.values.docket_number).toBe("22CECG01234");
    const text = (await record(id, admin.jar, recordFields(), new TextEncoder().encode("plain text, not a document"))) as any;
    expect(text.errors.evidence[0]).toMatch(/not an accepted document|accepted/i);
    const badUrl = (await record(id, admin.jar, recordFields({ docket_url: "javascript:alert(1)" }))) as any;
    expect(badUrl.errors.docket_url).toBeTruthy();
    expect(await rows(id)).toHaveLength(0);
  });

  it("supersedes the verification in force with a new one, keeping the history", async () => {
    const id = await listing(app, seller.userId);
    await record(id);
    await record(id, admin.jar, recordFields({ source: "certified_copy", renewals: "Renewed 05/01/2024" }));
    const all = await rows(id);
    expect(all).toHaveLength(2);
    const [first, second] = all.sort((a, b) => a.id - b.id);
    expect(first.supersededAt).not.toBeNull();
    expect(first.supersededBy).toBe(second.id);
    expect(second.supersededAt).toBeNull();
    expect((await page(id)).verification.verified.renewals).toBe("Renewed 05/01/2024");
    // The judgment page reads the latest with the listing (one JSON column): the same row as its own read,
    // its instants as dates and its checks as the object stored.
    const found = await findJudgmentPageRecord(app.services.db, id, app.services.clock.now(), null);
    expect(found!.latestVerification).toEqual(await latestVerification(app.services.db, id));
    expect(found!.latestVerification?.createdAt).toBeInstanceOf(Date);
    expect(found!.latestVerification?.id).toBe(second.id);
  });

  it("is voided by an administrator with a reason, kept in the history and the audit", async () => {
    const id = await listing(app, seller.userId);
    await record(id);
    const empty = (await run(() =>
      verificationRoute.action(app.args(formRequest(path(id), { intent: "void", reason: " " }, admin.jar), { id: String(id) })),
    )) as any;
    expect(empty.errors.reason).toBeTruthy();
    const voided = (await run(() =>
      verificationRoute.action(
        app.args(formRequest(path(id), { intent: "void", reason: "The docket now shows a partial satisfaction." }, admin.jar), {
          id: String(id),
        }),
      ),
    )) as Response;
    expect(voided.status).toBe(302);
    const [row] = await rows(id);
    expect(row.voidReason).toBe("The docket now shows a partial satisfaction.");
    expect(row.voidedBy).toBe(admin.userId);
    expect(await auditActions(app, "judgment", id)).toContain("verification.void");
    const again = await run(() =>
      verificationRoute.action(app.args(formRequest(path(id), { intent: "void", reason: "twice" }, admin.jar), { id: String(id) })),
    );
    expect((again as Response).status).toBe(409);
  });
});

describe("the seller's edits", () => {
  it("refuses a verification of details the administrator did not see: the seller edited the case number in between", async () => {
    const id = await listing(app, seller.userId);
    const seen = await versionOnScreen(id);
    expect(seen).toMatch(/^[0-9a-f]{24}$/);
    await postEdit(id, editForm({ casenum: "22CECG07777" }));
    const refused = unwrap(await record(id, admin.jar, { ...recordFields(), listing_version: seen }));
    expect(refused.data).toMatchObject({ ok: false, errors: { _: [expect.stringContaining("changed since you opened this page")] } });
    expect(await rows(id)).toEqual([]);
    // A minor edit (the title) keeps the version; with the page read again it records.
    const fresh = await versionOnScreen(id);
    await postEdit(id, editForm({ casenum: "22CECG07777", title: "Invoice judgment, Fresno contractor, edited" }));
    expect(await versionOnScreen(id)).toBe(fresh);
    expect(((await record(id, admin.jar, { ...recordFields(), listing_version: fresh })) as Response).status).toBe(302);
    expect(await rows(id)).toHaveLength(1);
  });

  it("keeps the verification through a minor edit (title, price) and voids it on a material one (case number)", async () => {
    const id = await listing(app, seller.userId);
    await record(id);
    await postEdit(id, editForm({ title: "Invoice judgment, Fresno contractor (verified)", price: "4500" }));
    let [row] = await rows(id);
    expect(row.voidedAt).toBeNull();
    expect((await page(id, admin.jar)).verification.verified).not.toBeNull();

    await postEdit(id, editForm({ title: "Invoice judgment, Fresno contractor (verified)", price: "4500", casenum: "22CECG09999" }));
    [row] = await rows(id);
    expect(row.voidedAt).not.toBeNull();
    expect(row.voidedBy).toBe(seller.userId);
    expect(row.voidReason).toContain("case / index number");
    const shown = (await page(id, admin.jar)).verification;
    expect(shown.verified).toBeNull();
    expect(shown.voidedOn).not.toBeNull();
  });

  it("voids it when the amount or the date awarded changes", async () => {
    const changes: Record<string, string>[] = [{ amount: "21000" }, { date_awarded: "2023-06-15" }];
    for (const change of changes) {
      const id = await listing(app, seller.userId);
      await record(id);
      await postEdit(id, editForm(change));
      const [row] = await rows(id);
      expect(row.voidedAt, JSON.stringify(change)).not.toBeNull();
    }
  });
});

describe("browse, the URL and the review queue", () => {
  it("filters browse on verified listings, from the URL's verified=1", async () => {
    const title = `Verified filter ${Date.now()}`;
    const verifiedId = await listing(app, seller.userId, { title });
    const plainId = await listing(app, seller.userId, { title });
    await record(verifiedId);
    const states = [{ id: 6, abbreviation: "CA" }];
    const parsed = readSearch(new URLSearchParams(`verified=1&name=${encodeURIComponent(title)}`), states);
    expect(parsed.search.verified).toBe(true);
    const options = { audience: visitorAudience(new Date()), sort: "newest" as const, page: 1 };
    const filtered = await browseJudgments(app.services.db, parsed.search, options);
    expect(filtered.rows.map((r) => r.id)).toEqual([verifiedId]);
    const all = await browseJudgments(app.services.db, { name: title }, options);
    expect(all.rows.map((r) => r.id).sort()).toEqual([verifiedId, plainId].sort());
    const bad = readSearch(new URLSearchParams("verified=maybe"), states);
    expect(bad.errors?.verified).toBeTruthy();
  });

  it("shows which pending listings are unverified", async () => {
    const pending = await listing(app, seller.userId, { status: "new", title: "Pending, unverified" });
    const checked = await listing(app, seller.userId, { status: "new", title: "Pending, verified" });
    await record(checked);
    const data = await loadPendingPage(getRequest("/admin/judgments/pending", admin.jar), app.services);
    const byId = new Map(data.listings.map((l) => [l.id, l]));
    expect(byId.get(pending)?.courtVerified).toBe(false);
    expect(byId.get(checked)?.courtVerified).toBe(true);
  });
});

describe("the lookup on the form", () => {
  it("fills a federal listing's docket from the offline court records, picks among several, and answers not found and down", async () => {
    const id = await listing(app, seller.userId, {
      courtType: "federal",
      casenum: "1:23-cv-04211",
      stateId: 36,
      countyId: 36061,
      courthouse: "S.D.N.Y.",
    });
    const load = async (query: string) =>
      (await run(() => verificationRoute.loader(app.args(getRequest(`${path(id)}?${query}`, admin.jar), { id: String(id) })))) as any;
    const plain = await load("");
    expect(plain.federal.guessed).toBe("nysd");
    const found = await load("lookup=1&court_id=nysd&docket_number=1:23-cv-04211");
    expect(found.lookup.answer.kind).toBe("found");
    expect(found.values.docket_number).toBe("1:23-cv-04211");
    expect(found.values.source).toBe("courtlistener");
    expect(found.values.parties.split("\n")).toHaveLength(2);
    expect(found.values.entries).toContain("DEFAULT JUDGMENT");
    expect(found.values.entries).toContain("$20,000");
    const several = await load("lookup=1&court_id=nysd&docket_number=23-cv-04211");
    expect(several.lookup.answer.dockets).toHaveLength(2);
    expect(several.lookup.chosen).toBeNull();
    const picked = await load(`lookup=1&court_id=nysd&docket_number=23-cv-04211&docket=${several.lookup.answer.dockets[1].ref}`);
    expect(picked.values.docket_number).toBe("2:23-cv-04211");
    expect((await load("lookup=1&court_id=nysd&docket_number=1:23-cv-77777")).lookup.answer.kind).toBe("not_found");
    const down = await load("lookup=1&court_id=nysd&docket_number=1:23-cv-99999");
    expect(down.lookup.answer.kind).toBe("unavailable");
    expect(down.values.docket_number).toBe("1:23-cv-04211");
    expect((await load("lookup=1&court_id=nowhere&docket_number=x")).lookup.answer.kind).toBe("unavailable");
  });
});
