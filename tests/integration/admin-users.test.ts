// The administrators' user pages: /admin/users (search, filters, paging, who may see it),
// /admin/users/{id} (404, role changes: super-admins only, never one's own), invitations
// (POST /admin/users and /admin/users/create, the /invitation link: once, 7 days, revoked when
// resent), the soft delete (DELETE /admin/users/{id} and the page's form: sign-in refused, sessions
// gone, listings hidden and out of browse, offers withdrawn or rejected with the other side
// e-mailed, the ledger untouched; 403 oneself or an administrator, 409 a sale in progress) and
// the restore (super-admins only).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as listRoute from "~/routes/admin/users/index";
import * as createRoute from "~/routes/admin/users/create";
import * as detailRoute from "~/routes/admin/users/detail";
import * as restoreRoute from "~/routes/admin/users/restore";
import * as invitationRoute from "~/routes/auth/invitation";
import * as login from "~/routes/auth/login";
import { auditLog, ledgerEntries, offers, outbox, sessions, users, verifications } from "~/server/db/schema";
import { hashPassword } from "~/server/auth/password";
import { browseJudgments } from "~/server/queries/browse";
import { BASE, createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type CookieJar, type TestApp } from "../support/app";
import { acceptedSale, listing, member, offer } from "../support/factories";
import { judgmentRow } from "../support/rows";
import { visitorAudience } from "~/server/queries/listing-visibility";
import { clockTag } from "../support/unique";

/** A visitor's lists (the premium first look applies). */
const visitors = () => visitorAudience(new Date());

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type ListData = Awaited<ReturnType<typeof listRoute.loader>>;
type DetailData = Awaited<ReturnType<typeof detailRoute.loader>>;

async function list(query: string, jar?: CookieJar) {
  return unwrap(await run(() => listRoute.loader(app.args(getRequest(`/admin/users${query}`, jar)))));
}
async function detail(id: string | number, jar?: CookieJar) {
  return run(() => detailRoute.loader(app.args(getRequest(`/admin/users/${id}`, jar), { id: String(id) })));
}
async function detailPost(id: number, fields: Record<string, string>, jar?: CookieJar) {
  return run(() => detailRoute.action(app.args(formRequest(`/admin/users/${id}`, fields, jar), { id: String(id) })));
}
async function detailJson(id: number, body: Record<string, string>, jar?: CookieJar) {
  return (await run(() => detailRoute.action(app.args(jsonRequest(`/admin/users/${id}`, body, jar), { id: String(id) })))) as Response;
}
async function deleteUser(id: number, jar?: CookieJar) {
  const request = new Request(`${BASE}/admin/users/${id}`, {
    method: "DELETE",
    headers: { origin: BASE, accept: "application/json", ...(jar ? { cookie: jar.header() } : {}) },
  });
  return (await run(() => detailRoute.action(app.args(request, { id: String(id) })))) as Response;
}
async function restore(id: number, jar?: CookieJar) {
  return (await run(() =>
    restoreRoute.action(app.args(jsonRequest(`/admin/users/${id}/restore`, {}, jar), { id: String(id) })),
  )) as Response;
}
async function invite(body: Record<string, string>, jar?: CookieJar) {
  return (await run(() => listRoute.action(app.args(jsonRequest("/admin/users", body, jar))))) as Response;
}
async function mailsTo(address: string) {
  return app.services.db
    .select({ subject: outbox.subject, text: outbox.bodyText })
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(outbox.id);
}
function linkIn(text: string): string {
  const match = /http:\/\/localhost:3000(\/invitation\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No invitation link in: ${text}`);
  return match[1];
}
let handles = 0;
async function accept(path: string, password: string) {
  const token = new URL(BASE + path).searchParams.get("token")!;
  // The invitee chooses a handle on the page (docs/decisions/0032; tests/integration/invitation-handles.test.ts).
  const handle = `invitee_${clockTag()}_${++handles}`;
  return unwrap(
    await run(() =>
      invitationRoute.action(
        app.args(formRequest("/invitation", { token, handle, password, password_confirmation: password }), {}, "10.9.0.1"),
      ),
    ),
  );
}
async function signIn(email: string, password: string) {
  const result = await run(() => login.action(app.args(formRequest("/login", { email, password }), {}, "10.9.0.2")));
  return result instanceof Response ? { status: result.status, data: null } : unwrap(result);
}
async function userRow(id: number) {
  const [row] = await app.services.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function sessionCount(userId: number) {
  const [row] = await app.services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row.n;
}

describe("who may see the user pages", () => {
  it("sends visitors to sign in, refuses members with 403, and lets admins in", async () => {
    const visitor = (await run(() => listRoute.loader(app.args(getRequest("/admin/users"))))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const plain = await member(app);
    expect(((await run(() => listRoute.loader(app.args(getRequest("/admin/users", plain.jar))))) as Response).status).toBe(403);
    expect(((await detail(plain.userId, plain.jar)) as Response).status).toBe(403);
    expect(((await run(() => createRoute.loader(app.args(getRequest("/admin/users/create", plain.jar))))) as Response).status).toBe(403);
    expect((await invite({ name: "X", email: "x-member@example.com" }, plain.jar)).status).toBe(403);
    expect((await deleteUser(plain.userId)).status).toBe(401);
    const admin = await member(app, { role: "admin" });
    expect((await list("", admin.jar)).status).toBe(200);
  });
});

describe("/admin/users", () => {
  it("searches name, handle and e-mail in one box, filters role and deleted, and pages", async () => {
    const admin = await member(app, { role: "admin" });
    const tag = `zq${clockTag()}`;
    const byName = await member(app, { name: `Ann ${tag}-name` });
    const byHandle = await member(app, { prefix: `${tag}h` });
    const other = await member(app, { prefix: `${tag}adm`, role: "admin", values: { phoneVerifiedAt: new Date() } });
    const gone = await member(app, { prefix: `${tag}del`, values: { deletedAt: new Date() } });

    const all = (await list(`?q=${tag}`, admin.jar)).data as ListData;
    expect(all.users.map((u) => u.id).sort()).toEqual([byName.userId, byHandle.userId, other.userId, gone.userId].sort());
    const row = all.users.find((u) => u.id === other.userId)!;
    expect(row).toMatchObject({ email: other.email, handle: other.handle, roles: ["admin"], phoneVerified: true, deleted: false });
    expect(all.users.find((u) => u.id === gone.userId)!.deleted).toBe(true);

    const byEmail = (await list(`?q=${encodeURIComponent(byHandle.email.toUpperCase())}`, admin.jar)).data as ListData;
    expect(byEmail.users.map((u) => u.id)).toEqual([byHandle.userId]);
    expect(((await list(`?q=${tag}&role=admin`, admin.jar)).data as ListData).users.map((u) => u.id)).toEqual([other.userId]);
    expect(((await list(`?q=${tag}&role=member&deleted=live`, admin.jar)).data as ListData).users.map((u) => u.id).sort()).toEqual(
      [byName.userId, byHandle.userId].sort(),
    );
    expect(((await list(`?q=${tag}&deleted=deleted`, admin.jar)).data as ListData).users.map((u) => u.id)).toEqual([gone.userId]);
    expect(((await list(`?q=${tag}&role=super-admin`, admin.jar)).data as ListData).users).toEqual([]);
    // A search's % is a character, not a wildcard.
    expect(((await list(`?q=${encodeURIComponent("%")}${tag}`, admin.jar)).data as ListData).users).toEqual([]);

    for (let i = 0; i < 26; i++) await member(app, { prefix: `${tag}p` });
    const first = (await list(`?q=${tag}p`, admin.jar)).data as ListData;
    expect(first.users).toHaveLength(25);
    expect(first.counts.matching).toBe(26);
    expect(first.paging.nextUrl).toBe(`/admin/users?q=${tag}p&page=2`);
    const second = (await list(`?q=${tag}p&page=2`, admin.jar)).data as ListData;
    expect(second.users).toHaveLength(1);
    expect(first.users.map((u) => u.id)).not.toContain(second.users[0].id);
  });
});

describe("/admin/users/{id}", () => {
  it("shows e-mail, phone, roles, address, payout account, activity and audit; 404 for an unknown or malformed id", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app, {
      address: true,
      values: { phone: "+15595550123", phoneVerifiedAt: new Date(), stripeConnectAccountId: "acct_x", payoutAccountReadyAt: new Date() },
    });
    const buyer = await member(app);
    const listed = await listing(app, seller.userId, { title: "Detail page listing" });
    await offer(app, listed, buyer.userId);
    const page = (await detail(seller.userId, admin.jar)) as DetailData;
    expect(page.user).toMatchObject({ email: seller.email, phone: "+15595550123", payoutAccount: "ready", roles: [] });
    expect(page.user.phoneVerifiedAt).not.toBeNull();
    expect(page.user.address).toContain("1 Main St");
    expect(page.activity.listings.map((l) => l.id)).toEqual([listed]);
    const buyerPage = (await detail(buyer.userId, admin.jar)) as DetailData;
    expect(buyerPage.activity.offers.map((o) => o.judgmentId)).toEqual([listed]);

    expect(((await detail(2_000_000_000, admin.jar)) as Response).status).toBe(404);
    expect(((await detail("01", admin.jar)) as Response).status).toBe(404);
    expect(((await detail("abc", admin.jar)) as Response).status).toBe(404);
  });

  it("lets only a super-admin grant or remove the admin role, never on their own account, audited", async () => {
    const admin = await member(app, { role: "admin" });
    const superAdmin = await member(app, { role: "super-admin" });
    const target = await member(app);

    const refused = await detailJson(target.userId, { intent: "grant_admin" }, admin.jar);
    expect(refused.status).toBe(403);
    expect((await detail(target.userId, admin.jar)) as DetailData).toMatchObject({ user: { roles: [] } });

    expect((await detailJson(target.userId, { intent: "grant_admin" }, superAdmin.jar)).status).toBe(200);
    expect(((await detail(target.userId, admin.jar)) as DetailData).user.roles).toEqual(["admin"]);
    expect((await detailJson(target.userId, { intent: "remove_admin" }, admin.jar)).status).toBe(403);
    expect((await detailJson(target.userId, { intent: "remove_admin" }, superAdmin.jar)).status).toBe(200);
    expect(((await detail(target.userId, admin.jar)) as DetailData).user.roles).toEqual([]);

    expect((await detailJson(superAdmin.userId, { intent: "remove_admin" }, superAdmin.jar)).status).toBe(403);
    const actions = await app.services.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(target.userId))))
      .orderBy(auditLog.id);
    expect(actions).toEqual([
      { action: "user.role_grant", actorId: superAdmin.userId },
      { action: "user.role_remove", actorId: superAdmin.userId },
    ]);
  });
});

describe("invitations", () => {
  it("creates the account, e-mails a link that works once, and the member then signs in", async () => {
    const admin = await member(app, { role: "admin" });
    const email = `invited_${Date.now()}@example.com`;
    const answer = await invite({ name: "Ivy Invited", email, role: "member" }, admin.jar);
    expect(answer.status).toBe(201);
    const { user_id: userId } = (await answer.json()) as { user_id: number };
    const row = await userRow(userId);
    expect(row).toMatchObject({ name: "Ivy Invited", email, emailVerifiedAt: null });
    // No password signs in before the invitation is accepted.
    expect((await signIn(email, "!invited")).status).toBe(422);

    const [mail] = await mailsTo(email);
    expect(mail.subject).toContain("You are invited");
    const link = linkIn(mail.text);
    const page = unwrap(await invitationRoute.loader(app.args(getRequest(link)))).data as { token: string; email: string };
    expect(page.email).toBe(email);

    const weak = await accept(link, "password");
    expect(weak.status).toBe(422);
    expect(weak.data.errors.password.length).toBeGreaterThan(0);

    const done = await accept(link, "Violet-Lantern-42!");
    expect(done.status).toBe(200);
    expect((await userRow(userId)).emailVerifiedAt).not.toBeNull();
    expect((await signIn(email, "Violet-Lantern-42!")).status).toBe(302);

    const again = await accept(link, "Another-Lantern-43!");
    expect(again.status).toBe(422);
    expect(again.data.errors._[0]).toMatch(/expired or was already used/);
    expect((await signIn(email, "Violet-Lantern-42!")).status).toBe(302);
  });

  it("refuses a used e-mail next to the field, and admin roles unless a super-admin invites", async () => {
    const admin = await member(app, { role: "admin" });
    const taken = await member(app);
    const dup = await invite({ name: "Dup", email: taken.email.toUpperCase() }, admin.jar);
    expect(dup.status).toBe(422);
    expect(((await dup.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
      "This e-mail address already has an account.",
    ]);
    const page = unwrap(
      await run(() => createRoute.action(app.args(formRequest("/admin/users/create", { name: "Dup", email: taken.email }, admin.jar)))),
    );
    expect(page.status).toBe(422);
    expect(page.data.errors.email).toEqual(["This e-mail address already has an account."]);
    expect(page.data.values.email).toBe(taken.email);

    const bad = await invite({ name: "", email: "nope" }, admin.jar);
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(["email", "name"]);

    const email = `invited_admin_${Date.now()}@example.com`;
    const asAdmin = await invite({ name: "Ada", email, role: "admin" }, admin.jar);
    expect(asAdmin.status).toBe(403);
    expect(await mailsTo(email)).toEqual([]);
    const superAdmin = await member(app, { role: "super-admin" });
    const asSuper = await invite({ name: "Ada", email, role: "admin" }, superAdmin.jar);
    expect(asSuper.status).toBe(201);
    const { user_id: userId } = (await asSuper.json()) as { user_id: number };
    expect(((await detail(userId, admin.jar)) as DetailData).user.roles).toEqual(["admin"]);
  });

  it("expires after 7 days, and a resent invitation revokes the old link", async () => {
    const admin = await member(app, { role: "admin" });
    const email = `invited_late_${Date.now()}@example.com`;
    const { user_id: userId } = (await (await invite({ name: "Late", email }, admin.jar)).json()) as { user_id: number };
    const [first] = await mailsTo(email);
    const [token] = await app.services.db.select().from(verifications).where(eq(verifications.userId, userId));
    expect(token.purpose).toBe("invitation");
    expect(Math.round((token.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(7);

    await app.services.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.userId, userId));
    expect((await accept(linkIn(first.text), "Violet-Lantern-42!")).status).toBe(422);

    expect((await detailJson(userId, { intent: "resend_invitation" }, admin.jar)).status).toBe(200);
    const second = (await mailsTo(email))[1];
    expect(linkIn(second.text)).not.toBe(linkIn(first.text));
    // A second resend: the second link stops working, the third works.
    expect((await detailJson(userId, { intent: "resend_invitation" }, admin.jar)).status).toBe(200);
    const third = (await mailsTo(email))[2];
    expect((await accept(linkIn(second.text), "Violet-Lantern-42!")).status).toBe(422);
    expect((await accept(linkIn(third.text), "Violet-Lantern-42!")).status).toBe(200);
    // Accepted: nothing left to resend.
    expect((await detailJson(userId, { intent: "resend_invitation" }, admin.jar)).status).toBe(409);
  });
});

describe("the soft delete", () => {
  it("refuses sign-in, ends sessions, hides listings, withdraws offers with both sides told; the ledger stays", async () => {
    const admin = await member(app, { role: "admin" });
    const doomed = await member(app, { prefix: "doomed" });
    await app.services.db
      .update(users)
      .set({ passwordHash: await hashPassword("Doomed-Pass-77!") })
      .where(eq(users.id, doomed.userId));
    const bidder = await member(app, { prefix: "bidder" });
    const seller = await member(app, { prefix: "othersell" });
    const title = `Doomed listing ${Date.now()}`;
    const mine = await listing(app, doomed.userId, { title });
    const theirs = await listing(app, seller.userId);
    const bidOnMine = await offer(app, mine, bidder.userId, { amountCents: 300_000 });
    const myBid = await offer(app, theirs, doomed.userId, { amountCents: 310_000 });
    const ledgerBefore = await app.services.db.select().from(ledgerEntries);
    expect((await signIn(doomed.email, "Doomed-Pass-77!")).status).toBe(302);
    expect(await sessionCount(doomed.userId)).toBeGreaterThan(0);
    const browse = async () =>
      (await browseJudgments(app.services.db, { name: title }, { audience: visitors(), sort: "newest", page: 1 })).rows.map((r) => r.id);
    expect(await browse()).toEqual([mine]);

    const answer = await deleteUser(doomed.userId, admin.jar);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: "success", message: "User deleted successfully!" });

    expect((await userRow(doomed.userId)).deletedAt).not.toBeNull();
    expect(await sessionCount(doomed.userId)).toBe(0);
    expect((await signIn(doomed.email, "Doomed-Pass-77!")).status).toBe(422);
    expect((await judgmentRow(app, mine)).status).toBe("hidden");
    expect(await browse()).toEqual([]);
    const [rejected] = await app.services.db.select().from(offers).where(eq(offers.id, bidOnMine));
    const [withdrawn] = await app.services.db.select().from(offers).where(eq(offers.id, myBid));
    expect(rejected.status).toBe("rejected");
    expect(withdrawn.status).toBe("withdrawn");
    expect((await mailsTo(bidder.email)).map((m) => m.subject).join()).toMatch(/no longer for sale/);
    expect((await mailsTo(seller.email)).map((m) => m.subject).join()).toMatch(/offer on your listing was withdrawn/);
    expect(await app.services.db.select().from(ledgerEntries)).toEqual(ledgerBefore);
    const [audit] = await app.services.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(doomed.userId)), eq(auditLog.action, "user.delete")));
    expect(audit.actorId).toBe(admin.userId);
    // The listing's hiding is audited with the administrator too.
    const [hide] = await app.services.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(mine)), eq(auditLog.action, "listing.hide")));
    expect(hide.actorId).toBe(admin.userId);
    // The member is still listed, marked deleted.
    expect(((await detail(doomed.userId, admin.jar)) as DetailData).user.deletedAt).not.toBeNull();
    expect((await deleteUser(doomed.userId, admin.jar)).status).toBe(409);
  });

  it("refuses oneself (403), an administrator unless a super-admin asks (403), and a sale in progress (409)", async () => {
    const admin = await member(app, { role: "admin" });
    const superAdmin = await member(app, { role: "super-admin" });
    expect((await deleteUser(admin.userId, admin.jar)).status).toBe(403);
    expect((await deleteUser(superAdmin.userId, superAdmin.jar)).status).toBe(403);
    const otherAdmin = await member(app, { role: "admin" });
    expect((await deleteUser(otherAdmin.userId, admin.jar)).status).toBe(403);
    expect((await userRow(otherAdmin.userId)).deletedAt).toBeNull();
    expect((await deleteUser(otherAdmin.userId, superAdmin.jar)).status).toBe(200);

    const selling = await member(app);
    const buying = await member(app);
    const sale = await acceptedSale(app, selling.userId, buying.userId, { amountCents: 250_000 });
    for (const who of [selling, buying]) {
      const refused = await deleteUser(who.userId, admin.jar);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toContain(`judgment #${sale.id}`);
      expect((await userRow(who.userId)).deletedAt).toBeNull();
    }
    // The page's form shows the reason on the page.
    const form = unwrap(await detailPost(selling.userId, { intent: "delete", confirm: "yes" }, admin.jar));
    expect(form.status).toBe(409);
    expect(form.data.error).toMatch(/sale is in progress/);
    expect(((await deleteUser(404_404_404, admin.jar)) as Response).status).toBe(404);
  });

  it("deletes from the page's form with the toast, and only a super-admin restores; listings stay hidden", async () => {
    const admin = await member(app, { role: "admin" });
    const superAdmin = await member(app, { role: "super-admin" });
    const target = await member(app);
    const shown = await listing(app, target.userId);
    const unconfirmed = unwrap(await detailPost(target.userId, { intent: "delete" }, admin.jar));
    expect(unconfirmed.status).toBe(422);
    const done = (await detailPost(target.userId, { intent: "delete", confirm: "yes" }, admin.jar)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/users/${target.userId}`);
    expect((await userRow(target.userId)).deletedAt).not.toBeNull();

    expect((await restore(target.userId, admin.jar)).status).toBe(403);
    expect((await detailJson(target.userId, { intent: "restore" }, admin.jar)).status).toBe(403);
    expect((await userRow(target.userId)).deletedAt).not.toBeNull();
    expect((await restore(target.userId, superAdmin.jar)).status).toBe(200);
    expect((await userRow(target.userId)).deletedAt).toBeNull();
    expect((await judgmentRow(app, shown)).status).toBe("hidden");
    expect((await restore(target.userId, superAdmin.jar)).status).toBe(409);
    const actions = (
      await app.services.db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(target.userId))))
        .orderBy(auditLog.id)
    ).map((a) => `${a.action}:${a.actorId === superAdmin.userId ? "super" : a.actorId === admin.userId ? "admin" : a.actorId}`);
    expect(actions).toEqual(["user.delete:admin", "user.restore:super"]);
  });
});
