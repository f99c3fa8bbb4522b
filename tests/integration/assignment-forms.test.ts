// The free assignment forms (a premium benefit, docs/decisions/0021): who gets the PDF (the premium
// owner of a paid listing; 401/403/404/409 otherwise), what it says (read back as text), and adding
// it to the assignment documents in one click: from the page's form and the JSON endpoint, once,
// however often it is clicked, while the same facts hold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import * as formsApi from "~/routes/api/assignment/assignment-forms";
import * as formsPdf from "~/routes/judgments/assignment-forms-pdf";
import * as viewApi from "~/routes/api/documents/view";
import * as detail from "~/routes/judgments/detail";
import { documents, users } from "~/server/db/schema";
import { readToast } from "~/server/toast";
import { BASE, type CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, type TestApp } from "../support/app";
import { listing, member, type Member, type MemberOptions } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PREMIUM: MemberOptions = { verified: true, values: { isPremium: true, premiumUntil: new Date(Date.now() + 20 * 86_400_000) } };
const BUYER: MemberOptions = { verified: true, address: true, name: "Acme Recovery" };

async function paidSale(seller: Member, buyer: Member, values: Parameters<typeof listing>[2] = {}) {
  return listing(app, seller.userId, {
    status: "paid",
    buyerId: buyer.userId,
    amountCents: 2_345_678_00,
    casenum: "22CECG01234",
    courthouse: "Fresno County Superior Court",
    dateAwarded: "2023-06-14",
    ...values,
  });
}

async function download(id: number | string, jar?: CookieJar): Promise<Response> {
  return (await run(() =>
    formsPdf.loader(app.args(getRequest(`/judgments/${id}/assignment-forms.pdf`, jar), { id: String(id) })),
  )) as Response;
}

async function addByPage(id: number, jar: CookieJar): Promise<Response> {
  const request = formRequest(`/judgments/${id}`, { intent: "add_assignment_forms" }, jar);
  return (await run(() => detail.action(app.args(request, { id: String(id) })))) as Response;
}

async function addByApi(id: unknown, jar?: CookieJar): Promise<Response> {
  return (await run(() => formsApi.action(app.args(jsonRequest("/api/judgments/assignment_forms", { judgment_id: id }, jar))))) as Response;
}

async function assignmentDocuments(id: number) {
  return app.services.db
    .select()
    .from(documents)
    .where(and(eq(documents.judgmentId, id), eq(documents.kind, "assignment")));
}

async function toastOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readToast(new Request(BASE, { headers: { cookie } }), app.services)).toast;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the assignment forms PDF", () => {
  it("is the premium owner's, filled from the listing and the buyer's assignment info", async () => {
    const seller = await member(app, { ...PREMIUM, name: "Zoë Ñúñez 🙂" });
    const buyer = await member(app, BUYER);
    const id = await paidSale(seller, buyer);

    const response = await download(id, seller.jar);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="assignment-forms-case-22CECG01234\.pdf"/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const text = await pdfText(bytes);
    for (const expected of [
      "ASSIGNMENT OF JUDGMENT",
      "NOTICE AND ACKNOWLEDGMENT OF ASSIGNMENT OF JUDGMENT",
      "Fresno County Superior Court",
      "Fresno County, California",
      "22CECG01234",
      // The seller's name as written; the emoji the standard fonts cannot draw is left out.
      "Judgment creditor (assignor): Zoë Ñúñez",
      "Acme Recovery Holdings LLC",
      "1 Main St, Suite 5, Fresno, CA 93721",
      "06/14/2023",
      "$2,345,678",
      "It is a template, not legal advice",
      "Check this form against the rules of the court that entered the judgment",
      // California's filing fact from the research reference, with its confidence.
      "Cal. Code Civ. Proc. § 673; Civ. Code § 954; confidence of our research: high",
      "Assignor's signature:",
      "Assignee's signature:",
      "NOTARY ACKNOWLEDGMENT",
      "Notary public's signature:",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("🙂");
  });

  it("leaves the state's note out where the research has no confident citation, and says so when there is no courthouse", async () => {
    const seller = await member(app, PREMIUM);
    const buyer = await member(app, BUYER);
    // Texas (48), Harris County (48201): the reference has no citation for Texas.
    const id = await paidSale(seller, buyer, { stateId: 48, countyId: 48201, courthouse: null });
    const text = await pdfText(new Uint8Array(await (await download(id, seller.jar)).arrayBuffer()));
    expect(text).toContain("Harris County, Texas");
    expect(text).toContain("the court that entered the judgment");
    expect(text).not.toContain("Research note");
  });

  it("answers 401, 403, 404 and 409 to everyone else and at the wrong time", async () => {
    const seller = await member(app, PREMIUM);
    const buyer = await member(app, BUYER);
    const stranger = await member(app, PREMIUM);
    const id = await paidSale(seller, buyer);

    expect((await download(id)).status).toBe(401);
    // Members may see a paid listing's page, so they are refused (403), as for the assignment upload.
    const strangers = await download(id, stranger.jar);
    expect(strangers.status).toBe(403);
    expect((await strangers.json()).message).toBe("Only the listing's owner can generate the assignment forms.");
    expect((await download(id, buyer.jar)).status).toBe(403);
    // A listing another member may not know of answers like a missing one.
    const hidden = await listing(app, seller.userId, { status: "hidden" });
    expect((await download(hidden, stranger.jar)).status).toBe(404);
    expect((await download(999_999_999, stranger.jar)).status).toBe(404);
    expect((await download("abc", seller.jar)).status).toBe(404);

    // Not a premium member: 403 naming the upgrade; a lapsed membership is no membership.
    const basic = await member(app, { verified: true });
    const basicsListing = await paidSale(basic, buyer);
    const refused = await download(basicsListing, basic.jar);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      `Free assignment forms are a premium membership benefit. Upgrade to premium at /sell/upgrade/${basicsListing} to generate them.`,
    );
    const lapsed = await member(app, { verified: true, values: { isPremium: true, premiumUntil: new Date(Date.now() - 86_400_000) } });
    expect((await download(await paidSale(lapsed, buyer), lapsed.jar)).status).toBe(403);

    // Before payment and once assigned: 409. Paid, but the buyer has not given the assignment info: 409.
    expect((await download(await paidSale(seller, buyer, { status: "offer_accepted" }), seller.jar)).status).toBe(409);
    expect((await download(await paidSale(seller, buyer, { status: "assigned" }), seller.jar)).status).toBe(409);
    expect((await download(hidden, seller.jar)).status).toBe(409);
    const noInfoBuyer = await member(app, { verified: true });
    const noInfo = await download(await paidSale(seller, noInfoBuyer), seller.jar);
    expect(noInfo.status).toBe(409);
    expect((await noInfo.json()).message).toMatch(/has not yet given us the name and address/);
  });
});

describe("adding the forms to the assignment documents", () => {
  it("stores one assignment document from the page's button, however often it is clicked", async () => {
    const seller = await member(app, PREMIUM);
    const buyer = await member(app, BUYER);
    const id = await paidSale(seller, buyer);

    const first = await addByPage(id, seller.jar);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/judgments/${id}#assignment`);
    expect((await toastOf(first))?.description).toBe("The assignment forms were added to the assignment documents.");
    const stored = await assignmentDocuments(id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      uploaderId: seller.userId,
      originalName: "assignment-forms-case-22CECG01234.pdf",
      contentType: "application/pdf",
    });

    // The stored file is the PDF, served through the documents' own viewer.
    const view = (await run(() =>
      viewApi.loader(app.args(getRequest(`/api/documents/view/${stored[0].id}`, buyer.jar), { id: String(stored[0].id) })),
    )) as Response;
    expect(view.status).toBe(200);
    expect(await pdfText(new Uint8Array(await view.arrayBuffer()))).toContain("Acme Recovery Holdings LLC");

    // A second click, and two at once: still one document.
    const second = await addByPage(id, seller.jar);
    expect((await toastOf(second))?.description).toBe("These assignment forms are already in the assignment documents.");
    await Promise.all([addByPage(id, seller.jar), addByApi(id, seller.jar)]);
    expect(await assignmentDocuments(id)).toHaveLength(1);

    // The page shows the forms as added, and the document in the list.
    const page = (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, seller.jar), { id: String(id) })))) as any;
    expect(page.assignment.forms).toEqual({
      premium: true,
      downloadPath: `/judgments/${id}/assignment-forms.pdf`,
      upgradePath: `/sell/upgrade/${id}`,
      addedDocumentId: stored[0].id,
    });
    expect(page.assignment.documents.map((d: { id: number }) => d.id)).toEqual([stored[0].id]);

    // When the buyer corrects the address, the forms say something new and may be added again.
    await app.services.db.update(users).set({ address1: "2 Elm St" }).where(eq(users.id, buyer.userId));
    const third = await addByApi(id, seller.jar);
    expect(third.status).toBe(201);
    expect(await assignmentDocuments(id)).toHaveLength(2);
  });

  it("answers the JSON convention: 201 stored, 200 already there, and the refusals", async () => {
    const seller = await member(app, PREMIUM);
    const buyer = await member(app, BUYER);
    const stranger = await member(app, PREMIUM);
    const id = await paidSale(seller, buyer);

    expect((await addByApi(id)).status).toBe(401);
    expect((await addByApi("x", seller.jar)).status).toBe(422);
    expect((await addByApi(id, stranger.jar)).status).toBe(403);
    expect((await addByApi(id, buyer.jar)).status).toBe(403);

    const created = await addByApi(id, seller.jar);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ user_filename: "assignment-forms-case-22CECG01234.pdf", doc_url: `/api/documents/view/${body.id}` });
    const again = await addByApi(id, seller.jar);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(body.id);

    const basic = await member(app, { verified: true });
    const basicsListing = await paidSale(basic, buyer);
    expect((await addByApi(basicsListing, basic.jar)).status).toBe(403);
    const refusedByPage = await addByPage(basicsListing, basic.jar);
    expect((await toastOf(refusedByPage))?.type).toBe("error");
    expect(await assignmentDocuments(basicsListing)).toHaveLength(0);
    expect((await addByApi(await paidSale(seller, buyer, { status: "assigned" }), seller.jar)).status).toBe(409);
  });

  it("offers the upgrade to an owner who is not a premium member", async () => {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, BUYER);
    const id = await paidSale(seller, buyer);
    const page = (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, seller.jar), { id: String(id) })))) as any;
    expect(page.assignment.forms).toMatchObject({ premium: false, upgradePath: `/sell/upgrade/${id}`, addedDocumentId: null });
    // Nobody else is offered the forms.
    const buyersPage = (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, buyer.jar), { id: String(id) })))) as any;
    expect(buyersPage.assignment.forms).toBeNull();
  });
});
