// Editing a listing: /judgments/{id}/edit (owner only; new, active or hidden), the errors under
// each field, re-review of a reviewed listing (back to 'new', out of browse), the listing fee
// following the price, and the spec's PUT /judgments/{id} as a page form and as JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import * as detail from "~/routes/judgments/detail";
import * as edit from "~/routes/judgments/edit";
import * as selling from "~/routes/selling-dashboard/index";
import { factFieldNames } from "~/domain/collectability-facts";
import { RE_REVIEW_WARNING } from "~/server/listings/edit";
import {
  EDIT_REVIEW_NOTE,
  EDIT_STAYS_LIVE,
  editFieldLabels,
  fieldsKeptLive,
  listingEditFieldNames,
  REVIEW_MARK,
  RESUBMIT_WARNING,
  REVIEW_MARK_SPOKEN,
  sendsBackToReview,
  type ListingEditField,
} from "~/domain/listing-edits";
import { browseJudgments } from "~/server/queries/browse";
import { findListingForCheckout, listingFeePaid } from "~/server/queries/listings";
import { BASE, CookieJar, createTestApp, formRequest, getRequest, run, toastOf, type TestApp } from "../support/app";
import { listing, listingEditFields, member, paidListingFee, type Member } from "../support/factories";
import { auditActions, judgmentRow } from "../support/rows";
import { visitorAudience } from "~/server/queries/listing-visibility";

/** A visitor's lists (the premium first look applies). */
const visitors = () => visitorAudience(new Date());

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A complete, valid edit form (Fresno County, California), the collectability facts all "Not stated", with overrides. */
const form = (overrides: Record<string, string> = {}) =>
  listingEditFields({ ...Object.fromEntries(factFieldNames.map((name) => [name, ""])), ...overrides });

const args = (id: number | string, request: Request) => app.args(request, { id: String(id) });
const openEdit = (id: number | string, jar?: CookieJar) => run(() => edit.loader(args(id, getRequest(`/judgments/${id}/edit`, jar))));
const postEdit = (id: number | string, fields: Record<string, string>, jar?: CookieJar) =>
  run(() => edit.action(args(id, formRequest(`/judgments/${id}/edit`, fields, jar))));

/** The edit page as the server renders it for its owner. */
async function renderEdit(id: number, jar: CookieJar): Promise<string> {
  const data = (await openEdit(id, jar)) as any;
  const Stub = createRoutesStub([
    {
      path: "/judgments/:id/edit",
      Component: () => createElement(edit.default as any, { loaderData: data, params: { id: String(id) }, matches: [] }),
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [`/judgments/${id}/edit`] }));
}

/** PUT /judgments/{id} as the edit page's fetcher sends it (a form body to the page's action). */
function putForm(id: number, fields: Record<string, string>, jar?: CookieJar) {
  const request = new Request(`${BASE}/judgments/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, ...(jar ? { cookie: jar.header() } : {}) },
    body: new URLSearchParams(fields),
  });
  return run(() => detail.action(args(id, request)));
}

/** PUT /judgments/{id} from a script speaking JSON: answered by the route's middleware. */
async function putJson(id: number | string, body: unknown, jar?: CookieJar): Promise<Response> {
  const request = new Request(`${BASE}/judgments/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", accept: "application/json", origin: BASE, ...(jar ? { cookie: jar.header() } : {}) },
    body: JSON.stringify(body),
  });
  const next = async () => new Response("the page", { status: 599 });
  return (await detail.middleware[0](app.args(request, { id: String(id) }), next)) as Response;
}

async function inBrowse(title: string): Promise<boolean> {
  const result = await browseJudgments(app.services.db, { name: title }, { audience: visitors(), sort: "newest", page: 1 });
  return result.rows.some((row) => row.title === title);
}

describe("the edit page", () => {
  let seller: Member, other: Member;
  beforeAll(async () => {
    seller = await member(app);
    other = await member(app);
  });

  it("opens for the owner with every field filled in; others get 403, visitors sign in, unknown ids 404", async () => {
    const id = await listing(app, seller.userId, { buyNowCents: 450_050, privacy: "private", offersVisibility: "all" });
    const data = (await openEdit(id, seller.jar)) as any;
    expect(data.values).toEqual(form({ buy_now: "4500.50", privacy: "private", offers_visibility: "all" }));
    expect(data.listing).toMatchObject({ status: "active", mode: "live", enhanceable: true });
    expect(data.counties.some((c: any) => c.id === 6019)).toBe(true);
    expect(edit.meta({ loaderData: data, matches: [] } as any)[0]).toEqual({ title: "Edit My Listing | Judgment Exchange" });

    expect(((await openEdit(id, other.jar)) as Response).status).toBe(403);
    const visitor = (await openEdit(id)) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login?redirectTo=");
    expect(((await openEdit(99_999_999, seller.jar)) as Response).status).toBe(404);
    expect(((await openEdit("abc", seller.jar)) as Response).status).toBe(404);
    expect(((await postEdit(id, form({ title: "A stranger's title" }), other.jar)) as Response).status).toBe(403);
    expect((await judgmentRow(app, id)).title).toBe(form().title);
  });

  it("says before saving that a reviewed listing goes back to review, with the link to enhancements and Cancel", async () => {
    const id = await listing(app, seller.userId);
    const html = await renderEdit(id, seller.jar);
    expect(html).toContain(RE_REVIEW_WARNING);
    expect(html).toContain(`href="/sell/enhance/${id}"`);
    expect(html).toMatch(new RegExp(`href="/judgments/${id}"[^>]*>Cancel<`));
    for (const name of Object.keys(form())) expect(html).toContain(`name="${name}"`);

    const pending = await listing(app, seller.userId, { status: "new" });
    const pendingData = (await openEdit(pending, seller.jar)) as any;
    expect(pendingData.listing).toMatchObject({ mode: "review", enhanceable: true });
  });

  it("tells the seller of a declined listing only what saving does: it resubmits it (no marks, no 'keeps it live', no enhancements)", async () => {
    const id = await listing(app, seller.userId, { status: "declined", listedAt: null });
    const data = (await openEdit(id, seller.jar)) as any;
    // Not a live listing's page: saving resubmits it whatever changed, and enhancements are not for sale while declined.
    expect(data.listing).toMatchObject({ status: "declined", mode: "declined", enhanceable: false });

    const html = await renderEdit(id, seller.jar);
    expect(html).toContain(RESUBMIT_WARNING);
    expect(html).toMatch(/<button type="submit"[^>]*>Resubmit for review<\/button>/);
    for (const live of [RE_REVIEW_WARNING, EDIT_REVIEW_NOTE, EDIT_STAYS_LIVE, REVIEW_MARK_SPOKEN, "edit-review-note", "Save Changes"]) {
      expect(html, live).not.toContain(live);
    }
    expect(html).not.toContain(`/sell/enhance/${id}`);
    // The form is all there, to change what the review asked.
    for (const name of Object.keys(form())) expect(html).toContain(`name="${name}"`);
  });

  it("explains with a 409 page why a listing past an accepted offer, sold or removed cannot be edited", async () => {
    for (const status of ["offer_accepted", "paid", "assigned", "sold", "cancelled"] as const) {
      const id = await listing(app, seller.userId, { status, buyerId: status === "cancelled" ? null : other.userId });
      const result = (await openEdit(id, seller.jar)) as any;
      expect(result.init?.status, status).toBe(409);
      expect(result.data.refused.length).toBeGreaterThan(20);
      const post = (await postEdit(id, form({ title: "Changed after the sale" }), seller.jar)) as any;
      expect(post.init?.status, status).toBe(409);
      expect((await judgmentRow(app, id)).title).toBe(form().title);
    }
  });

  it("puts an error under each invalid field and keeps what was typed", async () => {
    const id = await listing(app, seller.userId);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ title: "" }, "title", /enter the title/],
      [{ title: "abc" }, "title", /at least 5/],
      [{ description: "x".repeat(5_001) }, "description", /at most 5,000/],
      [{ state_id: "" }, "state_id", /choose the state/],
      [{ county_id: "" }, "county_id", /choose the county/],
      [{ county_id: "36061" }, "county_id", /county in the selected state/],
      [{ casenum: " " }, "casenum", /case or index number/],
      [{ courthouse: "c".repeat(121) }, "courthouse", /at most 120/],
      [{ date_awarded: "2999-01-01" }, "date_awarded", /cannot be later than today/],
      [{ date_awarded: "2024-02-30" }, "date_awarded", /valid date/],
      [{ amount: "lots" }, "amount", /in dollars/],
      [{ amount: "" }, "amount", /enter the judgment amount/],
      [{ price: "0" }, "price", /more than \$0/],
      [{ price: "25000" }, "price", /cannot be more than the judgment amount/],
      [{ buy_now: "30000" }, "buy_now", /Buy Now price cannot be more/],
      [{ privacy: "everyone" }, "privacy", /documents/],
      [{ offers_visibility: "" }, "offers_visibility", /offers/],
    ];
    for (const [change, field, message] of cases) {
      const result = (await postEdit(id, form(change), seller.jar)) as any;
      expect(result.init?.status, field).toBe(422);
      expect(result.data.errors[field]?.join(" "), field).toMatch(message);
      expect(result.data.values[field]).toBe(change[field]);
    }
    // Several at once: each field gets its own.
    const many = (await postEdit(id, form({ title: "", amount: "x", privacy: "" }), seller.jar)) as any;
    expect(Object.keys(many.data.errors).sort()).toEqual(["amount", "privacy", "title"]);
    const row = await judgmentRow(app, id);
    expect(row.status).toBe("active");
    expect(row.title).toBe(form().title);
  });

  it("lists the chosen state's counties without saving when JavaScript is off ('Show counties')", async () => {
    const id = await listing(app, seller.userId);
    const result = (await postEdit(id, { ...form({ state_id: "36", county_id: "" }), intent: "counties" }, seller.jar)) as any;
    expect(result.errors).toBeNull();
    expect(result.counties.some((c: any) => c.name === "New York County")).toBe(true);
    expect(result.values.state_id).toBe("36");
    expect((await judgmentRow(app, id)).stateId).toBe(6);
  });
});

describe("saving an edit", () => {
  let seller: Member;
  beforeAll(async () => {
    seller = await member(app);
  });

  it("charges the listing fee of the higher of the two prices: a Buy Now price can raise the tier", async () => {
    const id = await listing(app, seller.userId, { title: `Buy Now tier ${Date.now()}`, status: "new", listedAt: null });
    // Asking 20% of $20,000 is free; a Buy Now price of 60% sets the $50 tier.
    const response = (await postEdit(id, form({ price: "4000", buy_now: "12000" }), seller.jar)) as Response;
    expect(response.status).toBe(302);
    expect(await judgmentRow(app, id)).toMatchObject({ priceCents: 400_000, buyNowCents: 1_200_000, listingFeeCents: 5_000 });
    const refused = (await postEdit(id, form({ price: "4000", buy_now: "3999" }), seller.jar)) as any;
    expect(refused.data?.errors?.buy_now ?? refused.errors?.buy_now).toEqual(["The Buy Now price must be at least your asking price."]);
  });

  it("sends an active listing back to review: status new, out of browse, audited", async () => {
    const title = `Active listing to edit ${Date.now()}`;
    const id = await listing(app, seller.userId, { title });
    expect(await inBrowse(title)).toBe(true);
    const newTitle = `${title} (corrected)`;
    const response = (await postEdit(id, form({ title: newTitle, description: "" }), seller.jar)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/judgments/${id}`);
    const row = await judgmentRow(app, id);
    expect(row).toMatchObject({ status: "new", title: newTitle, description: null });
    expect(await inBrowse(newTitle)).toBe(false);
    expect(await auditActions(app, "judgment", id)).toEqual(["listing.edit_reviewed"]);

    // It now waits on /selling as Pending Review.
    const dashboard = (await run(() => selling.loader(app.args(getRequest("/selling", seller.jar))))) as any;
    expect(dashboard.pending.map((r: any) => r.id)).toContain(id);
    expect(dashboard.active.map((r: any) => r.id)).not.toContain(id);
  });

  it("sends a hidden listing back to review too, and keeps a new listing new", async () => {
    const hidden = await listing(app, seller.userId, { status: "hidden" });
    await postEdit(hidden, form({ title: "Hidden listing, edited" }), seller.jar);
    expect((await judgmentRow(app, hidden)).status).toBe("new");

    const fresh = await listing(app, seller.userId, { status: "new" });
    const response = (await postEdit(
      fresh,
      form({ title: "New listing, edited", privacy: "private", offers_visibility: "all" }),
      seller.jar,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await judgmentRow(app, fresh)).toMatchObject({
      status: "new",
      title: "New listing, edited",
      privacy: "private",
      offersVisibility: "all",
    });
    expect(await auditActions(app, "judgment", fresh)).toEqual(["listing.edit"]);
  });

  it("keeps a live listing live when nothing changed", async () => {
    const id = await listing(app, seller.userId, { listingFeeCents: 0 });
    const response = (await postEdit(id, form(), seller.jar)) as Response;
    expect(response.status).toBe(302);
    expect((await judgmentRow(app, id)).status).toBe("active");
    expect(await auditActions(app, "judgment", id)).toEqual([]);
  });

  it("recomputes the listing fee; a higher fee than was paid asks for the checkout again", async () => {
    // $4,000 of $20,000 is 20%: free. $6,000 is 30%: $20. $12,000 is 60%: $50.
    const id = await listing(app, seller.userId, { listingFeeCents: 0 });
    await postEdit(id, form({ price: "6000" }), seller.jar);
    expect((await judgmentRow(app, id)).listingFeeCents).toBe(2_000);
    await paidListingFee(app, seller.userId, id, 2_000);

    const response = await putJson(id, form({ price: "12000" }), seller.jar);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id, status: "new", sent_to_review: false, listing_fee: 5_000, listing_fee_due: 3_000 });
    expect(body.message).toContain("$30");

    const dashboard = (await run(() => selling.loader(app.args(getRequest("/selling", seller.jar))))) as any;
    expect(dashboard.pending.find((r: any) => r.id === id).fee).toEqual({ kind: "due", dueCents: 3_000, feeCents: 5_000 });
    const page = (await run(() => detail.loader(args(id, getRequest(`/judgments/${id}`, seller.jar))))) as any;
    expect(page.ownerView.fee).toMatchObject({ kind: "due", dueCents: 3_000 });

    // The approval check and the checkout agree: the difference is due, then paid.
    expect(await listingFeePaid(app.services.db, id)).toBe(false);
    expect(await findListingForCheckout(app.services.db, id)).toMatchObject({ listingFeeCents: 3_000, listingFeePaidCents: 2_000 });
    await paidListingFee(app, seller.userId, id, 3_000);
    expect(await listingFeePaid(app.services.db, id)).toBe(true);

    // Lowering the price again owes nothing (and refunds nothing).
    const lower = await (await putJson(id, form({ price: "4000" }), seller.jar)).json();
    expect(lower).toMatchObject({ listing_fee: 0, listing_fee_due: 0 });
    expect(await listingFeePaid(app.services.db, id)).toBe(true);
  });
});

describe("PUT /judgments/{id}", () => {
  let seller: Member, other: Member;
  beforeAll(async () => {
    seller = await member(app);
    other = await member(app);
  });

  it("saves from the edit page's fetcher (a form body) and redirects to My Listing with a toast", async () => {
    const id = await listing(app, seller.userId);
    const response = (await putForm(id, form({ title: "Saved through PUT" }), seller.jar)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/judgments/${id}`);
    expect(response.headers.get("set-cookie")).toContain("jx_toast");
    expect(await judgmentRow(app, id)).toMatchObject({ title: "Saved through PUT", status: "new" });

    const invalid = (await putForm(id, form({ date_awarded: "2999-01-01" }), seller.jar)) as any;
    expect(invalid.init?.status).toBe(422);
    expect(invalid.data.errors.date_awarded).toBeTruthy();
    // Back in review, the listing is the owner's and the administrators' alone: a stranger gets a 404.
    expect(((await putForm(id, form(), other.jar)) as Response).status).toBe(404);
    const live = await listing(app, seller.userId);
    expect(((await putForm(live, form(), other.jar)) as any).init?.status).toBe(403);
  });

  it("answers JSON to a JSON caller: 200, 422 with errors per field, 401, 403, 404, 409", async () => {
    const id = await listing(app, seller.userId, { status: "hidden" });
    const ok = await putJson(id, form({ title: "Saved as JSON" }), seller.jar);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("application/json");
    expect(await ok.json()).toMatchObject({ id, status: "new", sent_to_review: true, listing_fee: 0, listing_fee_due: 0 });

    const invalid = await putJson(id, { ...form(), title: "", amount: "abc" }, seller.jar);
    expect(invalid.status).toBe(422);
    expect(Object.keys((await invalid.json()).errors).sort()).toEqual(["amount", "title"]);

    expect((await putJson(id, form())).status).toBe(401);
    // A hidden (or, after the save, pending) listing answers a stranger like a missing one.
    expect((await putJson(id, form(), other.jar)).status).toBe(404);
    expect((await putJson(await listing(app, seller.userId), form(), other.jar)).status).toBe(403);
    expect((await putJson(99_999_999, form(), seller.jar)).status).toBe(404);
    const sold = await listing(app, seller.userId, { status: "sold", buyerId: other.userId });
    expect((await putJson(sold, form(), seller.jar)).status).toBe(409);
  });

  it("leaves other requests to the page (the middleware passes them on)", async () => {
    const id = await listing(app, seller.userId);
    const next = async () => new Response("the page", { status: 200 });
    const get = await detail.middleware[0](app.args(getRequest(`/judgments/${id}`, seller.jar), { id: String(id) }), next);
    expect(await (get as Response).text()).toBe("the page");
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 27, item 14: only a change the review looks at takes a live listing off the market
// (app/domain/listing-edits.ts, docs/decisions/0036).

describe("what sends a live listing back to review", () => {
  let seller: Member;
  beforeAll(async () => {
    seller = await member(app);
  });

  /** One changed value per field of the edit form (the listing() factory's listing as the start). */
  const changedValue: Record<ListingEditField, Record<string, string>> = {
    title: { title: "A corrected title for the Fresno judgment" },
    description: { description: "Default judgment; the debtor was served in person." },
    state_id: { state_id: "36", county_id: "36061" },
    county_id: { county_id: "6037" },
    casenum: { casenum: "22CECG09999" },
    courthouse: { courthouse: "B.F. Sisk Courthouse" },
    date_awarded: { date_awarded: "2023-06-15" },
    amount: { amount: "21000" },
    price: { price: "4100" },
    buy_now: { buy_now: "4500" },
    privacy: { privacy: "private" },
    offers_visibility: { offers_visibility: "all" },
    court_type: { court_type: "state" },
    debt_type: { debt_type: "commercial" },
    litigation: { litigation: "litigated" },
    stated_rate_percent: { stated_rate_percent: "10" },
    last_renewed_on: { last_renewed_on: "2024-01-10" },
    debtor_type: { debtor_type: "business" },
    debtor_real_estate: { debtor_real_estate: "yes" },
    debtor_employed: { debtor_employed: "no" },
    debtor_bank_account: { debtor_bank_account: "yes" },
    debtor_vehicles: { debtor_vehicles: "yes" },
    debtor_attorney: { debtor_attorney: "yes" },
  };

  it("sends it back for each field the review looks at, and keeps it live for every other field", async () => {
    for (const field of listingEditFieldNames) {
      const title = `Edit one field ${field} ${Date.now()}`;
      const id = await listing(app, seller.userId, { title, listingFeeCents: 0 });
      const response = (await postEdit(id, form({ title, ...changedValue[field] }), seller.jar)) as Response;
      expect(response.status, field).toBe(302);
      const row = await judgmentRow(app, id);
      if (sendsBackToReview(field)) {
        expect(row.status, `${field} is reviewed`).toBe("new");
        expect(await auditActions(app, "judgment", id)).toEqual(["listing.edit_reviewed"]);
      } else {
        expect(row.status, `${field} keeps it live`).toBe("active");
        expect(await auditActions(app, "judgment", id)).toEqual(["listing.edit"]);
      }
    }
    // The fields the decision record names as not reviewed.
    expect(fieldsKeptLive).toEqual([
      "offers_visibility",
      "debtor_type",
      "debtor_real_estate",
      "debtor_employed",
      "debtor_bank_account",
      "debtor_vehicles",
      "debtor_attorney",
    ]);
  });

  it("reviews a change of who may read the documents either way: private to public as well as public to private", async () => {
    for (const [from, to] of [
      ["public", "private"],
      ["private", "public"],
    ] as const) {
      const id = await listing(app, seller.userId, { privacy: from, listingFeeCents: 0 });
      expect(((await postEdit(id, form({ privacy: to }), seller.jar)) as Response).status).toBe(302);
      expect(await judgmentRow(app, id), `${from} to ${to}`).toMatchObject({ status: "new", privacy: to });
    }
  });

  it("names in the page's note, by the form's labels, exactly the fields that keep it live (built from the one list)", () => {
    for (const field of listingEditFieldNames) {
      expect(EDIT_REVIEW_NOTE.includes(`“${editFieldLabels[field]}”`), field).toBe(!sendsBackToReview(field));
    }
  });

  it("keeps an active listing live (in browse, its offers visibility saved) when only who may see the offers changed", async () => {
    const title = `Offers visibility only ${Date.now()}`;
    const id = await listing(app, seller.userId, { title, offersVisibility: "owner" });
    const response = (await postEdit(id, form({ title, offers_visibility: "all" }), seller.jar)) as Response;
    expect(response.status).toBe(302);
    expect((await toastOf(app, response))?.description).toBe("Your changes were saved; your listing stays live.");
    expect(await judgmentRow(app, id)).toMatchObject({ status: "active", offersVisibility: "all" });
    expect(await inBrowse(title)).toBe(true);

    // The same through the JSON PUT, and a hidden listing stays hidden.
    const json = await putJson(id, form({ title, offers_visibility: "owner" }), seller.jar);
    expect(await json.json()).toMatchObject({
      id,
      status: "active",
      sent_to_review: false,
      message: "Your changes were saved; your listing stays live.",
    });
    const hidden = await listing(app, seller.userId, { status: "hidden" });
    const body = await (await putJson(hidden, form({ offers_visibility: "all", debtor_employed: "yes" }), seller.jar)).json();
    expect(body).toMatchObject({ status: "hidden", sent_to_review: false });
    expect(body.message).toContain("stays hidden");
    expect(await judgmentRow(app, hidden)).toMatchObject({ status: "hidden", offersVisibility: "all", debtorEmployed: true });
  });

  it("sends it back when a reviewed field changes with one that is not, and keeps a past-limit review through a kept-live edit", async () => {
    const both = await listing(app, seller.userId);
    const answer = await (await putJson(both, form({ offers_visibility: "all", price: "4100" }), seller.jar)).json();
    expect(answer).toMatchObject({ status: "new", sent_to_review: true });

    const reviewedAt = new Date("2025-02-01T15:00:00Z");
    const old = await listing(app, seller.userId, { dateAwarded: "2010-01-04", limitReviewedAt: reviewedAt });
    const kept = await (await putJson(old, form({ date_awarded: "2010-01-04", offers_visibility: "all" }), seller.jar)).json();
    expect(kept).toMatchObject({ status: "active", sent_to_review: false });
    expect(kept.message).not.toContain("enforce");
    expect(await judgmentRow(app, old)).toMatchObject({ status: "active", limitReviewedAt: reviewedAt });
  });

  it("marks the reviewed fields on the edit page and says which changes keep it live", async () => {
    const id = await listing(app, seller.userId);
    const html = await renderEdit(id, seller.jar);
    expect(html).toContain(EDIT_REVIEW_NOTE.replace(/’/g, "’"));
    // One mark per reviewed field (state and county share the location's; the privacy legend has one).
    const marks = html.split(REVIEW_MARK_SPOKEN).length - 1;
    expect(marks).toBe(listingEditFieldNames.filter(sendsBackToReview).length);
    const label = (text: string) => new RegExp(`${text}(<!-- -->)?<span[^>]*><span aria-hidden="true">${REVIEW_MARK}</span>`);
    expect(html).toMatch(label("Title"));
    expect(html).toMatch(label("Asking price"));
    expect(html).not.toMatch(/Who may see the offers<span[^>]*><span aria-hidden="true">/);

    // A listing waiting for review has nothing to lose: no marks, no note.
    const pending = await listing(app, seller.userId, { status: "new" });
    const pendingHtml = await renderEdit(pending, seller.jar);
    expect(pendingHtml).not.toContain(REVIEW_MARK_SPOKEN);
    expect(pendingHtml).not.toContain("edit-review-note");
  });
});
