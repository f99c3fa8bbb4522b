// Messaging (issue #11): sending and replying, moderation before delivery (the queue, approve and
// reject, two administrators at once), the inbox, the unread count, marking read, the history, and
// who may do each (401/403/404/409/422 on every endpoint).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import * as adminQueuePage from "~/routes/admin/messages/index";
import * as adminHistoryPage from "~/routes/admin/messages/history";
import * as approveRoute from "~/routes/api/admin/messages/approve";
import * as rejectRoute from "~/routes/api/admin/messages/reject";
import * as listRoute from "~/routes/api/messages/list";
import * as replyRoute from "~/routes/api/messages/reply";
import * as sendRoute from "~/routes/api/messages/send";
import * as detailPage from "~/routes/judgments/detail";
import * as countRoute from "~/routes/messages/count";
import * as inboxPage from "~/routes/messages/index";
import * as markReadRoute from "~/routes/messages/mark-read";
import { MAX_MESSAGE_CHARS, messageToasts } from "~/domain/message-form";
import { bannedWords, messages, outbox, users } from "~/server/db/schema";
import { readToast } from "~/server/toast";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";
import { auditActions } from "../support/rows";
import { saveOptOuts } from "~/server/queries/notification-settings";

let app: TestApp;
let seller: Member;
let buyer: Member;
let other: Member;
let admin: Member;
let admin2: Member;
let judgmentId: number;
let judgmentTitle: string;

beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 4 });
  seller = await member(app, { prefix: "msgseller", verified: true });
  buyer = await member(app, { prefix: "msgbuyer", verified: true });
  other = await member(app, { prefix: "msgother", verified: true });
  admin = await member(app, { prefix: "msgadmin", role: "admin", verified: true });
  admin2 = await member(app, { prefix: "msgadmin2", role: "admin", verified: true });
  judgmentTitle = `Unpaid rent in Austin ${Date.now().toString(36)}`;
  judgmentId = await listing(app, seller.userId, { title: judgmentTitle });
  await app.services.db.insert(bannedWords).values({ word: "damn" }).onConflictDoNothing();
});
afterAll(async () => {
  await app?.close();
});

type Json = { status: number; body: any };

async function call(fn: (args: any) => unknown, request: Request): Promise<Json> {
  const response = (await run(() => fn(app.args(request)))) as Response;
  return { status: response.status, body: await response.json().catch(() => null) };
}

const send = (body: unknown, jar?: CookieJar) => call(sendRoute.action, jsonRequest("/api/judgments/message", body, jar));
const reply = (body: unknown, jar?: CookieJar) => call(replyRoute.action, jsonRequest("/api/judgments/message/reply", body, jar));
const approve = (body: unknown, jar?: CookieJar) => call(approveRoute.action, jsonRequest("/api/admin/messages/approve", body, jar));
const reject = (body: unknown, jar?: CookieJar) => call(rejectRoute.action, jsonRequest("/api/admin/messages/reject", body, jar));
const markRead = (body: unknown, jar?: CookieJar) => call(markReadRoute.action, jsonRequest("/messages/mark_read", body, jar));
const unread = async (who: Member) => (await call(countRoute.loader, getRequest("/messages/count", who.jar))).body as number;
const mailbox = async (who: Member, query = "") => (await call(listRoute.loader, getRequest(`/api/messages${query}`, who.jar))).body;

async function emailsTo(email: string) {
  return app.services.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id));
}

async function sendOne(text: string, from: Member = buyer, about = judgmentId): Promise<number> {
  const sent = await send({ judgment_id: about, message: text }, from.jar);
  expect(sent.status).toBe(201);
  return sent.body.id;
}

describe("sending a message about a judgment", () => {
  it("holds it as pending: the seller sees nothing, the sender sees it awaiting review", async () => {
    const before = await unread(seller);
    const sent = await send({ judgment_id: judgmentId, message: "  Is the debtor still employed?  " }, buyer.jar);
    expect(sent).toEqual({ status: 201, body: { id: expect.any(Number), status: "pending", message: messageToasts.sent } });
    const [row] = await app.services.db.select().from(messages).where(eq(messages.id, sent.body.id));
    expect(row).toMatchObject({
      senderId: buyer.userId,
      recipientId: seller.userId,
      judgmentId,
      status: "pending",
      body: "Is the debtor still employed?",
    });

    expect(await unread(seller)).toBe(before);
    expect((await mailbox(seller, "?box=inbox")).data.map((m: any) => m.id)).not.toContain(sent.body.id);
    const sentBox = await mailbox(buyer, "?box=sent");
    expect(sentBox.data[0]).toMatchObject({
      id: sent.body.id,
      review_state: "pending",
      status: "pending",
      recipient: { handle: seller.handle },
    });
    expect(sentBox.data[0]).not.toHaveProperty("moderated_by");
    expect(await auditActions(app, "message", sent.body.id)).toEqual(["message.send"]);
  });

  it("answers 401 signed out, 422 for empty, blank, oversized or missing fields", async () => {
    expect((await send({ judgment_id: judgmentId, message: "Hello" })).status).toBe(401);
    for (const message of ["", "   \n\t ", undefined, 42]) {
      const answer = await send({ judgment_id: judgmentId, message }, buyer.jar);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.message[0]).toMatch(/write your message/);
    }
    const long = await send({ judgment_id: judgmentId, message: "x".repeat(MAX_MESSAGE_CHARS + 1) }, buyer.jar);
    expect(long.status).toBe(422);
    expect(long.body.errors.message[0]).toMatch(/at most 2,000 characters/);
    expect((await send({ judgment_id: judgmentId, message: "y".repeat(MAX_MESSAGE_CHARS) }, buyer.jar)).status).toBe(201);
    for (const id of [undefined, "abc", -1, "1e3", 99_999_999_999]) {
      expect((await send({ judgment_id: id, message: "Hello" }, buyer.jar)).body.errors.judgment_id).toBeDefined();
    }
  });

  it("refuses the owner (403), a listing nobody else may see (404) and one no longer open (409)", async () => {
    const own = await send({ judgment_id: judgmentId, message: "Hello me" }, seller.jar);
    expect(own.status).toBe(403);
    expect((await send({ judgment_id: 2_000_000_000, message: "Hello" }, buyer.jar)).status).toBe(404);
    for (const status of ["new", "hidden", "cancelled"] as const) {
      const id = await listing(app, seller.userId, { status });
      expect((await send({ judgment_id: id, message: "Hello" }, buyer.jar)).status).toBe(404);
    }
    const sold = await listing(app, seller.userId, { status: "sold", buyerId: other.userId });
    const late = await send({ judgment_id: sold, message: "Still for sale?" }, buyer.jar);
    expect(late.status).toBe(409);
  });

  it("limits a member to 30 messages an hour (429 after)", async () => {
    const chatty = await member(app, { prefix: "chatty", verified: true });
    for (let i = 0; i < 30; i++) expect((await send({ judgment_id: judgmentId, message: `Question ${i}` }, chatty.jar)).status).toBe(201);
    const refused = await send({ judgment_id: judgmentId, message: "One more" }, chatty.jar);
    expect(refused.status).toBe(429);
    expect(refused.body.errors.message[0]).toMatch(/many messages/);
  });

  it("works without JavaScript from the judgment page: a toast on success, the errors under the field", async () => {
    const page = (fields: Record<string, string>) =>
      run(() =>
        detailPage.action(
          app.args(formRequest(`/judgments/${judgmentId}`, { intent: "message", ...fields }, buyer.jar), { id: String(judgmentId) }),
        ),
      );
    const sent = (await page({ message: "Sent without scripts" })) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/judgments/${judgmentId}`);
    const jar = new CookieJar().take(sent);
    const { toast } = await readToast(getRequest("/", jar), app.services);
    expect(toast).toMatchObject({ type: "success", description: messageToasts.sent });
    const invalid = unwrap(await page({ message: "   " }));
    expect(invalid.status).toBe(422);
    expect(invalid.data.messageErrors.message[0]).toMatch(/write your message/);
  });
});

describe("the moderation queue", () => {
  it("lists pending messages oldest first, with phone numbers, e-mail addresses and banned words highlighted", async () => {
    const id = await sendOne("Call me at 512-555-0134 or write to me@example.com, damn it");
    const queue = (query = "") => run(() => adminQueuePage.loader(app.args(getRequest(`/admin/messages${query}`, admin.jar)))) as any;
    const first = await queue();
    expect(first.messages).toHaveLength(20);
    // The newest message is on the last page.
    const page = await queue(`?page=${first.paging.pageCount}`);
    const shown = page.messages.find((m: any) => m.id === id);
    expect(shown).toMatchObject({
      sender: { handle: buyer.handle },
      recipient: { handle: seller.handle },
      judgment: { id: judgmentId, title: judgmentTitle },
    });
    expect(shown.hits.map((h: any) => [h.kind, h.text])).toEqual([
      ["phone", "512-555-0134"],
      ["email", "me@example.com"],
      ["banned_word", "damn"],
    ]);
    expect(shown.segments.map((s: any) => s.text).join("")).toBe("Call me at 512-555-0134 or write to me@example.com, damn it");
    const times = [...first.messages, ...page.messages].map((m: any) => m.created_at);
    expect(times).toEqual([...times].sort());
  });

  it("is for administrators only", async () => {
    const visitor = (await run(() => adminQueuePage.loader(app.args(getRequest("/admin/messages"))))) as Response;
    expect(visitor.status).toBe(302);
    const asMember = (await run(() => adminQueuePage.loader(app.args(getRequest("/admin/messages", buyer.jar))))) as Response;
    expect(asMember.status).toBe(403);
    const history = (await run(() => adminHistoryPage.loader(app.args(getRequest("/admin/messages/history", buyer.jar))))) as Response;
    expect(history.status).toBe(403);
  });

  it("approve: 401, 403, 422, 404; then delivered, counted unread, e-mailed; a second decision is 409", async () => {
    const id = await sendOne("Do you have the abstract of judgment?");
    expect((await approve({ message_id: id })).status).toBe(401);
    expect((await approve({ message_id: id }, buyer.jar)).status).toBe(403);
    expect((await approve({}, admin.jar)).status).toBe(422);
    expect((await approve({ message_id: 2_000_000_000 }, admin.jar)).status).toBe(404);

    const before = await unread(seller);
    const approved = await approve({ message_id: id }, admin.jar);
    expect(approved).toEqual({ status: 200, body: { status: "success", message: expect.stringMatching(/approved/) } });
    expect(await unread(seller)).toBe(before + 1);
    const inbox = await mailbox(seller, "?box=inbox");
    expect(inbox.data[0]).toMatchObject({ id, is_read: false, sender: { handle: buyer.handle }, judgment: { id: judgmentId } });
    expect(inbox.data[0]).not.toHaveProperty("review_state");
    const [mail] = await emailsTo(seller.email);
    expect(mail.subject).toContain(`@${buyer.handle}`);
    expect(mail.bodyText).toContain("Do you have the abstract of judgment?");
    expect(mail.bodyText).toContain(judgmentTitle);
    expect(mail.bodyText).toContain("/messages");
    expect((await mailbox(buyer, "?box=sent")).data.find((m: any) => m.id === id).review_state).toBe("delivered");

    const again = await reject({ message_id: id }, admin2.jar);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This message was already approved by another administrator.");
    expect(await auditActions(app, "message", id)).toEqual(["message.send", "message.approve"]);
  });

  it("the delivery e-mail honours the recipient's notification settings and links them", async () => {
    const quietSeller = await member(app, { prefix: "quietseller", verified: true });
    const quietListing = await listing(app, quietSeller.userId, { title: "A quiet seller's judgment" });
    await saveOptOuts(app.services.db, quietSeller.userId, ["new_message"]);
    const id = await sendOne("Delivered without an e-mail", buyer, quietListing);
    await approve({ message_id: id }, admin.jar);
    expect(await unread(quietSeller)).toBe(1);
    expect(await emailsTo(quietSeller.email)).toHaveLength(0);

    await saveOptOuts(app.services.db, quietSeller.userId, []);
    const second = await sendOne("Delivered with an e-mail", buyer, quietListing);
    await approve({ message_id: second }, admin.jar);
    const [mail] = await emailsTo(quietSeller.email);
    expect(mail.bodyText).toContain("Delivered with an e-mail");
    expect(mail.bodyText).toContain("/notifications");
  });

  it("reject: never delivered; the sender is told without quoting it", async () => {
    const id = await sendOne("You are a damn crook, call 512-555-0199");
    const rejected = await reject({ message_id: id }, admin.jar);
    expect(rejected.status).toBe(200);
    expect((await mailbox(seller, "?box=inbox")).data.map((m: any) => m.id)).not.toContain(id);
    expect((await mailbox(buyer, "?box=sent")).data.find((m: any) => m.id === id).review_state).toBe("not_delivered");
    const [mail] = await emailsTo(buyer.email);
    expect(mail.subject).toMatch(/not delivered/);
    expect(mail.bodyText).not.toMatch(/damn|crook|555/);
    expect(mail.bodyText).toContain("/notifications");
    expect((await reply({ message_id: id, reply: "Sorry" }, seller.jar)).status).toBe(404);
    expect((await markRead({ id }, seller.jar)).status).toBe(404);
  });

  it("two administrators deciding the same message at once: exactly one decision", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await sendOne(`Race ${round}`);
      const answers = await Promise.all([approve({ message_id: id }, admin.jar), reject({ message_id: id }, admin2.jar)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const [row] = await app.services.db.select().from(messages).where(eq(messages.id, id));
      const winner = answers[0].status === 200 ? { status: "approved", by: admin.userId } : { status: "rejected", by: admin2.userId };
      expect(row).toMatchObject({ status: winner.status, moderatedBy: winner.by });
      const actions = await auditActions(app, "message", id);
      expect(actions.filter((a) => a !== "message.send")).toHaveLength(1);
    }
  });

  it("an administrator does not decide a message to or from itself", async () => {
    const id = await sendOne("An admin asking as an investor", admin);
    expect((await approve({ message_id: id }, admin.jar)).status).toBe(403);
    expect((await approve({ message_id: id }, admin2.jar)).status).toBe(200);
  });

  it("a closed account: a message to it cannot be approved (409), and rejecting it tells the sender", async () => {
    const leaving = await member(app, { prefix: "leaving", verified: true });
    const leavingListing = await listing(app, leaving.userId, { title: "A judgment whose seller leaves" });
    const id = await sendOne("Still there?", buyer, leavingListing);
    await app.services.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.userId));
    const refused = await approve({ message_id: id }, admin.jar);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/account was closed/);
    expect((await reject({ message_id: id }, admin.jar)).status).toBe(200);
    const [mail] = await emailsTo(buyer.email);
    expect(mail.subject).toMatch(/not delivered/);
    expect(mail.bodyText).toContain("a former member");
  });

  it("works without JavaScript from the page", async () => {
    const id = await sendOne("Approved from a plain form");
    const post = (fields: Record<string, string>) =>
      run(() => adminQueuePage.action(app.args(formRequest("/admin/messages", fields, admin.jar)))) as Promise<Response>;
    const done = await post({ intent: "approve", message_id: String(id) });
    expect(done.status).toBe(302);
    const twice = await post({ intent: "reject", message_id: String(id) });
    const { toast } = await readToast(getRequest("/", new CookieJar().take(twice)), app.services);
    expect(toast).toMatchObject({ type: "error", description: "This message was already approved by another administrator." });
  });

  it("the history lists decisions with who took them, searchable by handle", async () => {
    const loud = await member(app, { prefix: "historian", verified: true });
    const id = await sendOne("For the history", loud);
    await reject({ message_id: id }, admin2.jar);
    const load = (query: string) =>
      run(() => adminHistoryPage.loader(app.args(getRequest(`/admin/messages/history${query}`, admin.jar)))) as any;
    const all = await load("");
    expect(all.messages[0]).toMatchObject({ id, status: "rejected", moderated_by: { handle: admin2.handle } });
    const found = await load(`?handle=@${loud.handle.toUpperCase()}`);
    expect(found.total).toBe(1);
    expect(found.messages.map((m: any) => m.id)).toEqual([id]);
    expect((await load("?handle=%25")).total).toBe(0);
  });
});

describe("reading and replying", () => {
  it("mark_read: only the recipient, once; the badge follows", async () => {
    const id = await sendOne("Please read me");
    await approve({ message_id: id }, admin.jar);
    const before = await unread(seller);
    expect((await markRead({ id }, buyer.jar)).status).toBe(404);
    expect((await markRead({ id }, other.jar)).status).toBe(404);
    expect((await markRead({ id })).status).toBe(401);
    expect((await markRead({ id: "x" }, seller.jar)).status).toBe(422);
    const read = await markRead({ id }, seller.jar);
    expect(read).toEqual({ status: 200, body: { id, is_read: true, unread: before - 1 } });
    expect((await markRead({ id }, seller.jar)).body.unread).toBe(before - 1);
    expect(await unread(seller)).toBe(before - 1);
  });

  it("/messages/count is the member's number, 401 signed out", async () => {
    expect((await call(countRoute.loader, getRequest("/messages/count"))).status).toBe(401);
    expect(typeof (await unread(other))).toBe("number");
  });

  it("a reply goes back to the sender about the same judgment, through the same review", async () => {
    const id = await sendOne("Would you take $9,000?");
    expect((await reply({ message_id: id, reply: "Not yet approved" }, seller.jar)).status).toBe(404);
    await approve({ message_id: id }, admin.jar);

    expect((await reply({ message_id: id, reply: "Hi" })).status).toBe(401);
    expect((await reply({ message_id: id, reply: "I wrote it" }, buyer.jar)).status).toBe(404);
    expect((await reply({ message_id: id, reply: "Not mine" }, other.jar)).status).toBe(404);
    expect((await reply({ message_id: id, reply: "  " }, seller.jar)).status).toBe(422);

    const sent = await reply({ message_id: id, reply: "Make it $10,000 and it is yours." }, seller.jar);
    expect(sent.status).toBe(201);
    const [row] = await app.services.db.select().from(messages).where(eq(messages.id, sent.body.id));
    expect(row).toMatchObject({ senderId: seller.userId, recipientId: buyer.userId, judgmentId, parentId: id, status: "pending" });
    const before = await unread(buyer);
    await approve({ message_id: sent.body.id }, admin.jar);
    expect(await unread(buyer)).toBe(before + 1);
    expect((await mailbox(buyer, "?box=inbox")).data[0]).toMatchObject({ id: sent.body.id, parent_id: id });
  });

  it("the inbox page: members only, items under data, and a reply form without JavaScript", async () => {
    const visitor = (await run(() => inboxPage.loader(app.args(getRequest("/messages"))))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const fresh = await member(app, { prefix: "quiet", verified: true });
    const empty = (await run(() => inboxPage.loader(app.args(getRequest("/messages", fresh.jar))))) as any;
    expect(empty).toMatchObject({ box: "all", unread: 0, messages: { data: [], total: 0 } });

    const past = (await run(() => inboxPage.loader(app.args(getRequest("/messages?page=99", seller.jar))))) as any;
    expect(past.messages.data).toEqual([]);
    expect(past.messages.total).toBeGreaterThan(0);

    const id = await sendOne("Reply to me without scripts", fresh);
    await approve({ message_id: id }, admin.jar);
    const post = (fields: Record<string, string>) =>
      run(() => inboxPage.action(app.args(formRequest("/messages?box=inbox", { intent: "reply", ...fields }, seller.jar))));
    const invalid = unwrap(await post({ message_id: String(id), reply: "" }));
    expect(invalid).toMatchObject({ status: 422, data: { messageId: id, messageErrors: { reply: [expect.any(String)] } } });
    // Refused for its length, the reply comes back with what was typed (the page does not hydrate).
    const long = "x".repeat(5001);
    expect(unwrap(await post({ message_id: String(id), reply: long }))).toMatchObject({ status: 422, data: { messageTyped: long } });
    const done = (await post({ message_id: String(id), reply: "Thanks, replying now" })) as Response;
    expect(done.headers.get("Location")).toBe("/messages?box=inbox");
    const stored = await app.services.db
      .select()
      .from(messages)
      .where(and(eq(messages.parentId, id), like(messages.body, "Thanks%")));
    expect(stored).toHaveLength(1);
  });

  it("the inbox page's Mark as read (intent=mark-read, without JavaScript): the recipient only, back to the same page", async () => {
    const id = await sendOne("Mark me read by a form");
    await approve({ message_id: id }, admin.jar);
    const post = (who: Member, messageId: string) =>
      run(() =>
        inboxPage.action(app.args(formRequest("/messages?box=inbox&page=2", { intent: "mark-read", message_id: messageId }, who.jar))),
      ) as Promise<Response>;
    const before = await unread(seller);
    for (const [who, messageId] of [
      [buyer, String(id)],
      [other, String(id)],
      [seller, "x"],
    ] as const) {
      const refused = await post(who, messageId);
      expect(refused.headers.get("Location")).toBe("/messages?box=inbox&page=2");
      expect(refused.headers.get("Set-Cookie")).toMatch(/jx_toast=/);
    }
    expect(await unread(seller)).toBe(before);
    const done = await post(seller, String(id));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/messages?box=inbox&page=2");
    expect(done.headers.get("Set-Cookie")).toBeNull();
    expect(await unread(seller)).toBe(before - 1);
  });

  it("nobody reads another member's messages", async () => {
    const id = await sendOne("Private between buyer and seller");
    await approve({ message_id: id }, admin.jar);
    for (const box of ["", "?box=inbox", "?box=sent"]) {
      const seen = await mailbox(other, box);
      expect(seen.data.map((m: any) => m.id)).not.toContain(id);
    }
  });
});
