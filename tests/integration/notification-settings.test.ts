// The notification settings page (/notifications) and the preferences being honoured: members
// only, saving the switched-off topics in one go, a switched-off topic's e-mails not queued while
// the required ones (payments, deadlines, assignments) always are, every notification e-mail
// linking the page, and the watchlist e-mails (to watchers, never to the owner or the winner).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import * as createOffer from "~/routes/api/offers/create";
import * as acceptRoute from "~/routes/api/offers/accept";
import * as rejectRoute from "~/routes/api/offers/reject";
import * as page from "~/routes/notifications/index";
import { NOTIFICATION_SETTINGS_SAVED, type OptionalNotificationTopic } from "~/domain/notification-topics";
import { judgments, outbox } from "~/server/db/schema";
import { updateListing } from "~/server/listings/edit";
import { removeListing, setListingVisibility } from "~/server/listings/owner-actions";
import { listOptOuts, saveOptOuts } from "~/server/queries/notification-settings";
import { addToWatchlist } from "~/server/queries/watchlist";
import { readToast } from "~/server/toast";
import { createTestApp, formRequest, getRequest, jsonRequest, run, type RouteFunction, type TestApp } from "../support/app";
import { listing, listingEditFields, member as newMember, offer as pendingOffer, type Member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const SETTINGS_LINK = "/notifications";

/** Every member made here, so the last test can check every e-mail they were sent. */
const members: Member[] = [];
async function member(_app: TestApp): Promise<Member> {
  const made = await newMember(_app);
  members.push(made);
  return made;
}

const call = async (mod: { action: RouteFunction }, path: string, body: unknown, who: Member) =>
  (await run(() => mod.action(app.args(jsonRequest(path, body, who.jar))))) as Response;

async function mailTo(address: string) {
  return app.services.db
    .select({ subject: outbox.subject, text: outbox.bodyText, html: outbox.bodyHtml })
    .from(outbox)
    .where(eq(outbox.toAddress, address));
}

async function switchOff(who: Member, ...topics: OptionalNotificationTopic[]) {
  await saveOptOuts(app.services.db, who.userId, topics);
}

/** Every notification e-mail ends with the footer linking the settings page, in text and HTML. */
function expectFooter(mail: { text: string; html: string | null }) {
  expect(mail.text).toContain(`${app.services.config.publicUrl}${SETTINGS_LINK}`);
  expect(mail.html ?? "").toContain(`href="${app.services.config.publicUrl}${SETTINGS_LINK}"`);
}

describe("the /notifications page", () => {
  it("sends a signed-out visitor to sign in, and refuses a signed-out save", async () => {
    const response = (await run(() => page.loader(app.args(getRequest("/notifications"))))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
    const post = (await run(() => page.action(app.args(formRequest("/notifications", {}))))) as Response;
    expect(post.status).toBe(401);
  });

  it("shows every topic on by default, the required one always on", async () => {
    const who = await member(app);
    const data = (await page.loader(app.args(getRequest("/notifications", who.jar)))) as Awaited<ReturnType<typeof page.loader>>;
    expect(data.settings.map((s) => [s.topic, s.on, s.required])).toEqual([
      ["new_message", true, false],
      ["offers_received", true, false],
      ["offers_decided", true, false],
      ["watchlist", true, false],
      ["saved_searches", true, false],
      ["listing_reminders", true, false],
      ["sale_steps", true, true],
    ]);
  });

  it("saves the unticked topics, redirects back with the notice, and shows them off after reload", async () => {
    const who = await member(app);
    const response = (await run(() =>
      page.action(
        app.args(formRequest("/notifications", { settings_form: "1", new_message: "on", offers_decided: "on", sale_steps: "" }, who.jar)),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/notifications");
    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    const { toast } = await readToast(new Request("http://localhost/", { headers: { cookie } }), app.services);
    expect(toast).toMatchObject({ type: "success", description: NOTIFICATION_SETTINGS_SAVED });
    expect(await listOptOuts(app.services.db, who.userId)).toEqual(["listing_reminders", "offers_received", "saved_searches", "watchlist"]);
    const data = (await page.loader(app.args(getRequest("/notifications", who.jar)))) as Awaited<ReturnType<typeof page.loader>>;
    expect(Object.fromEntries(data.settings.map((s) => [s.topic, s.on]))).toEqual({
      new_message: true,
      offers_received: false,
      offers_decided: true,
      watchlist: false,
      saved_searches: false,
      listing_reminders: false,
      sale_steps: true,
    });

    // Ticking everything again clears them; another member's settings are untouched.
    const other = await member(app);
    await switchOff(other, "new_message");
    const all = {
      settings_form: "1",
      new_message: "on",
      offers_received: "on",
      offers_decided: "on",
      watchlist: "on",
      saved_searches: "on",
      listing_reminders: "on",
    };
    await run(() => page.action(app.args(formRequest("/notifications", all, who.jar))));
    expect(await listOptOuts(app.services.db, who.userId)).toEqual([]);
    // A post that is not the form (no marker) changes nothing.
    const stray = (await run(() => page.action(app.args(formRequest("/notifications", {}, who.jar))))) as any;
    expect(stray.init?.status).toBe(400);
    expect(await listOptOuts(app.services.db, who.userId)).toEqual([]);
    expect(await listOptOuts(app.services.db, other.userId)).toEqual(["new_message"]);
  });
});

describe("the settings are honoured", () => {
  it("a seller who switched off offers on my listings gets no new-offer e-mail; one with defaults does, with the link", async () => {
    const [quiet, usual, buyer] = [await member(app), await member(app), await member(app)];
    await switchOff(quiet, "offers_received");
    for (const seller of [quiet, usual]) {
      const id = await listing(app, seller.userId, { priceCents: 300_000 });
      const response = await call(createOffer, "/api/judgments/offer", { judgment_id: id, amount: "1500.00" }, buyer);
      expect(response.status).toBe(201);
    }
    expect(await mailTo(quiet.email)).toEqual([]);
    const mail = await mailTo(usual.email);
    expect(mail.map((m) => m.subject).join()).toContain("You have a new offer");
    expectFooter(mail[0]);
    expect(mail[0].text).toContain("because of your notification settings");
  });

  it("a switched-off 'my offers decided' suppresses the rejection e-mail", async () => {
    const [seller, quiet, usual] = [await member(app), await member(app), await member(app)];
    await switchOff(quiet, "offers_decided");
    const id = await listing(app, seller.userId, { priceCents: 300_000 });
    for (const buyer of [quiet, usual]) {
      const offerId = await pendingOffer(app, id, buyer.userId, { amountCents: 150_000 });
      const response = await call(rejectRoute, "/api/judgments/offers/reject", { judgment_id: id, offer_id: offerId }, seller);
      expect(response.status).toBe(200);
    }
    expect(await mailTo(quiet.email)).toEqual([]);
    const mail = await mailTo(usual.email);
    expect(mail.map((m) => m.subject).join()).toContain("Your offer was declined");
    expectFooter(mail[0]);
  });

  it("sends the accepted buyer's pay-by e-mail whatever the settings, saying it cannot be switched off", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    await switchOff(buyer, "new_message", "offers_received", "offers_decided", "watchlist");
    const id = await listing(app, seller.userId, { priceCents: 300_000 });
    const offerId = await pendingOffer(app, id, buyer.userId, { amountCents: 200_000 });
    const response = await call(
      acceptRoute,
      "/api/judgments/offers/accept",
      { judgment_id: id, offer_id: offerId, amount: "2000.00" },
      seller,
    );
    expect(response.status).toBe(200);
    const mail = await mailTo(buyer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain("Pay by");
    expectFooter(mail[0]);
    expect(mail[0].text).toContain("cannot be switched off");
  });
});

describe("watchlist e-mails", () => {
  async function watched() {
    const [seller, watcher, quiet] = [await member(app), await member(app), await member(app)];
    await switchOff(quiet, "watchlist");
    const id = await listing(app, seller.userId, { priceCents: 300_000 });
    for (const who of [watcher, quiet]) expect((await addToWatchlist(app.services.db, who.userId, id)).ok).toBe(true);
    return { seller, watcher, quiet, id };
  }

  it("tells watchers of a new asking price, not the owner, not those who switched it off", async () => {
    const { seller, watcher, quiet, id } = await watched();
    const form = listingEditFields({ price: "2500" });
    // A change that leaves the price alone e-mails nobody (it sends the listing back to review:
    // approved again here, to change its price next).
    const retitled = await updateListing(app.services, {
      judgmentId: id,
      userId: seller.userId,
      body: { ...form, price: "3000", title: `${form.title} (updated)` },
    });
    expect(retitled).toMatchObject({ ok: true, changed: ["title"] });
    expect(await mailTo(watcher.email)).toEqual([]);
    await app.services.db.update(judgments).set({ status: "active" }).where(eq(judgments.id, id));

    const result = await updateListing(app.services, { judgmentId: id, userId: seller.userId, body: form });
    expect(result).toMatchObject({ ok: true, sentToReview: true });
    const mail = await mailTo(watcher.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain("changed its price");
    expect(mail[0].text).toContain("from $3,000 to $2,500");
    expectFooter(mail[0]);
    expect(await mailTo(quiet.email)).toEqual([]);
    expect(await mailTo(seller.email)).toEqual([]);
  });

  it("tells watchers an accepted offer took the listing, not the winner who also watched it", async () => {
    const { seller, watcher, quiet, id } = await watched();
    const winner = await member(app);
    await addToWatchlist(app.services.db, winner.userId, id);
    const offerId = await pendingOffer(app, id, winner.userId, { amountCents: 200_000 });
    const response = await call(
      acceptRoute,
      "/api/judgments/offers/accept",
      { judgment_id: id, offer_id: offerId, amount: "2000.00" },
      seller,
    );
    expect(response.status).toBe(200);
    const mail = await mailTo(watcher.email);
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining("no longer available")]);
    expect(mail[0].text).toContain("accepted an offer");
    expectFooter(mail[0]);
    expect(await mailTo(quiet.email)).toEqual([]);
    expect((await mailTo(winner.email)).map((m) => m.subject)).toEqual([expect.stringContaining("Pay by")]);
  });

  it("an outbid watcher who switched off 'my offers decided' still learns from the watchlist e-mail", async () => {
    const { seller, id } = await watched();
    const [winner, outbid, outbidQuiet] = [await member(app), await member(app), await member(app)];
    await switchOff(outbidQuiet, "offers_decided");
    for (const who of [outbid, outbidQuiet]) {
      await addToWatchlist(app.services.db, who.userId, id);
      await pendingOffer(app, id, who.userId, { amountCents: 150_000 });
    }
    const offerId = await pendingOffer(app, id, winner.userId, { amountCents: 200_000 });
    const response = await call(
      acceptRoute,
      "/api/judgments/offers/accept",
      { judgment_id: id, offer_id: offerId, amount: "2000.00" },
      seller,
    );
    expect(response.status).toBe(200);
    // One e-mail each: the outbid buyer hears it as a bidder, the quiet one as a watcher.
    expect((await mailTo(outbid.email)).map((m) => m.subject)).toEqual([expect.stringContaining("Another offer was accepted")]);
    expect((await mailTo(outbidQuiet.email)).map((m) => m.subject)).toEqual([expect.stringContaining("no longer available")]);
  });

  it("tells watchers when the owner removes or hides the listing", async () => {
    const removed = await watched();
    await removeListing(app.services, { judgmentId: removed.id, userId: removed.seller.userId });
    expect((await mailTo(removed.watcher.email)).map((m) => m.text).join()).toContain("removed it from the marketplace");
    expect(await mailTo(removed.quiet.email)).toEqual([]);
    expect(await mailTo(removed.seller.email)).toEqual([]);

    const hidden = await watched();
    await setListingVisibility(app.services, { judgmentId: hidden.id, userId: hidden.seller.userId, to: "hidden" });
    expect((await mailTo(hidden.watcher.email)).map((m) => m.text).join()).toContain("took it off the marketplace");
    // Showing it again is not an e-mail.
    await setListingVisibility(app.services, { judgmentId: hidden.id, userId: hidden.seller.userId, to: "active" });
    expect(await mailTo(hidden.watcher.email)).toHaveLength(1);
    expect(await mailTo(hidden.quiet.email)).toEqual([]);
  });
});

describe("every notification e-mail", () => {
  it("links the settings page, in its text and its HTML (every e-mail this file caused)", async () => {
    const rows = await app.services.db
      .select({ to: outbox.toAddress, subject: outbox.subject, text: outbox.bodyText, html: outbox.bodyHtml })
      .from(outbox)
      .where(
        inArray(
          outbox.toAddress,
          members.map((m) => m.email),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.text, row.subject).toContain(`${app.services.config.publicUrl}${SETTINGS_LINK}`);
      expect(row.html ?? "", row.subject).toContain(`href="${app.services.config.publicUrl}${SETTINGS_LINK}"`);
    }
  });
});
