// The listing wizard's one step list (decision 0020): a visitor's first step (Your Details), the
// privacy step with no default, the account step's short and full forms, and the visitor's one
// resume e-mail (sent once even when the job runs twice, never after stop or submit; at most one per
// address a month whatever the sessions; quoting no draft text; new drafts per network rate-limited, saves of a draft not).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as progressApi from "~/routes/api/listing-wizard/progress";
import * as contactStep from "~/routes/listing-wizard/contact";
import * as sellIndex from "~/routes/listing-wizard/index";
import * as judgmentStep from "~/routes/listing-wizard/judgment";
import * as pricingStep from "~/routes/listing-wizard/pricing";
import * as privacyStep from "~/routes/listing-wizard/privacy";
import * as resume from "~/routes/listing-wizard/resume";
import * as resumeStop from "~/routes/listing-wizard/resume-stop";
import * as review from "~/routes/listing-wizard/review";
import * as save from "~/routes/listing-wizard/save";
import * as sellUser from "~/routes/listing-wizard/user";
import * as profile from "~/routes/profile/index";
import { PRIVACY_REQUIRED, privacyChoices } from "~/domain/privacy-wording";
import { rateLimits } from "~/config/limits";
import { draftReminders, judgments, outbox, rateLimits as rateLimitCounters, users } from "~/server/db/schema";
import { peekCounter } from "~/server/queries/rate-limits";
import { runHousekeeping } from "~/server/jobs/housekeeping";
import {
  DRAFT_REMINDER_ADDRESS_DAYS,
  DRAFT_REMINDER_IDLE_HOURS,
  hashReminderToken,
  sendDraftReminders,
} from "~/server/listings/draft-reminders";
import { claimDraftReminder } from "~/server/queries/draft-reminders";
import { upsertDraft } from "~/server/queries/drafts";
import {
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type RouteFunction,
  type TestApp,
} from "../support/app";
import { member } from "../support/factories";
import * as statementsStep from "~/routes/listing-wizard/statements";
import { statementsFields } from "../support/statements";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => app.clock.reset());

const args = (request: Request) => app.args(request);
const judgmentFields = {
  title: "Unpaid invoices — Fresno HVAC contractor",
  state_id: "6",
  county_id: "6019",
  casenum: "2023-CV-555",
  date_awarded: "2023-09-14",
};
const pricingFields = { amount: "10000", price: "2000", buy_now: "", fee_agree: "on" };
const password = "Compile-1952!";
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Each visitor's own client network (saves of an address are limited per network); 127.0.0.1 otherwise. */
const networkOf = new WeakMap<CookieJar, string>();
let networks = 0;
const newNetwork = () => `10.0.${Math.floor(++networks / 250)}.${(networks % 250) + 1}`;

async function post(mod: { action: RouteFunction }, path: string, fields: Record<string, string>, jar: CookieJar) {
  const result = await run(() => mod.action(app.args(formRequest(path, fields, jar), {}, networkOf.get(jar))));
  if (result instanceof Response) jar.take(result);
  return result;
}
async function get(mod: { loader: RouteFunction }, path: string, jar: CookieJar) {
  const result = await run(() => mod.loader(args(getRequest(path, jar))));
  if (result instanceof Response) jar.take(result);
  return result;
}
const location = (result: unknown) => (result instanceof Response ? result.headers.get("location") : null);

/** A visitor who went through `upTo` (details, judgment, pricing, privacy). */
async function visitorAt(
  upTo: "contact" | "judgment" | "pricing" | "privacy",
  email = uniqueEmail("vera"),
  name = "Vera Visitor",
  network = newNetwork(),
) {
  const jar = new CookieJar();
  networkOf.set(jar, network);
  expect(location(await post(contactStep, "/sell/contact", { name, email }, jar))).toBe("/sell/judgment");
  if (upTo === "contact") return { jar, email };
  expect(location(await post(judgmentStep, "/sell/judgment", judgmentFields, jar))).toBe("/sell/pricing");
  if (upTo === "judgment") return { jar, email };
  expect(location(await post(pricingStep, "/sell/pricing", pricingFields, jar))).toBe("/sell/privacy");
  if (upTo === "pricing") return { jar, email };
  expect(location(await post(privacyStep, "/sell/privacy", { privacy: "private" }, jar))).toBe("/sell/statements");
  expect(location(await post(statementsStep, "/sell/statements", statementsFields, jar))).toBe("/sell/review");
  return { jar, email };
}

describe("Your Details (step 1)", () => {
  it("starts a visitor there, validates name and e-mail by the fields, and moves on to the judgment", async () => {
    const jar = new CookieJar();
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/contact");
    expect(location(await get(judgmentStep, "/sell/judgment", jar))).toBe("/sell/contact");
    const empty = unwrap(await post(contactStep, "/sell/contact", { name: " ", email: "" }, jar));
    expect(empty.status).toBe(422);
    expect(empty.data.errors.name).toEqual(["Please enter your name."]);
    expect(empty.data.errors.email).toEqual(["Please enter your e-mail address."]);
    const bad = unwrap(await post(contactStep, "/sell/contact", { name: "x".repeat(101), email: "not-an-address" }, jar));
    expect(bad.data.errors.name).toEqual(["Your name can be at most 100 characters."]);
    expect(bad.data.errors.email).toEqual(["Please enter a valid e-mail address."]);
    expect(bad.data.values).toEqual({ name: "x".repeat(101), email: "not-an-address" });

    expect(location(await post(contactStep, "/sell/contact", { name: "x".repeat(100), email: " ada@example.com " }, jar))).toBe(
      "/sell/judgment",
    );
    const again = (await get(contactStep, "/sell/contact", jar)) as any;
    expect(again.values).toEqual({ name: "x".repeat(100), email: "ada@example.com" });
    expect(again.nav.reached).toEqual(["contact", "judgment"]);
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/judgment");
  });

  // Issue 27 item 13: every save counted, so an office behind one address was locked out after 10.
  it("counts new drafts per network, not saves: an office's visitors save and save again", async () => {
    const office = newNetwork();
    const saveProgress = async (jar: CookieJar, body: Record<string, string>) => {
      const result = await run(() => progressApi.action(app.args(jsonRequest("/api/judgments/sell/progress", body, jar), {}, office)));
      if (result instanceof Response) jar.take(result);
      return result as Response;
    };
    for (let i = 0; i < 12; i++) {
      const jar = new CookieJar();
      networkOf.set(jar, office);
      const email = uniqueEmail(`office${i}`);
      expect(location(await post(contactStep, "/sell/contact", { name: `Clerk ${i}`, email }, jar))).toBe("/sell/judgment");
      // Back to Your Details to fix the name, and the wizard's own saves with the e-mail: the same draft.
      expect(location(await post(contactStep, "/sell/contact", { name: `Clerk ${i} Jones`, email }, jar))).toBe("/sell/judgment");
      expect((await saveProgress(jar, { email, step: "judgment" })).status).toBe(200);
    }
    expect(await peekCounter(app.services.db, `draft-new:${office}`)).toBe(12);
  });

  it("refuses a script's new drafts past the network's limit, on the page and in the API, saving nothing then", async () => {
    const network = newNetwork();
    const { max } = rateLimits.newDraftsPerAddress;
    const fields = { name: "Mallory", email: "victim@example.com" };
    for (let i = 0; i < max; i++) {
      const jar = new CookieJar();
      networkOf.set(jar, network);
      expect(location(await post(contactStep, "/sell/contact", fields, jar))).toBe("/sell/judgment");
    }
    const jar = new CookieJar();
    networkOf.set(jar, network);
    const limited = unwrap(await post(contactStep, "/sell/contact", fields, jar));
    expect(limited.status).toBe(429);
    expect(limited.data.errors._[0]).toMatch(/^Too many drafts started from your network\. Please try again in \d+ minutes\.$/);
    expect(limited.data.values).toEqual(fields);
    // The progress API counts against the same limit when it starts a draft with an e-mail.
    const api = await run(() =>
      progressApi.action(app.args(jsonRequest("/api/judgments/sell/progress", { email: "victim@example.com" }), {}, network)),
    );
    expect((api as Response).status).toBe(429);
    const rows = await app.services.db
      .select()
      .from(draftReminders)
      .where(sql`lower(${draftReminders.email}) = 'victim@example.com'`);
    expect(rows).toHaveLength(max);
    // Another network is not affected.
    expect(location(await post(contactStep, "/sell/contact", fields, new CookieJar()))).toBe("/sell/judgment");
  });

  it("holds a network to its daily number of new drafts too, without using up its hour", async () => {
    const network = newNetwork();
    await app.services.db.insert(rateLimitCounters).values({
      key: `draft-new-day:${network}`,
      count: rateLimits.newDraftsPerAddressPerDay.max,
      resetAt: sql`now() + interval '20 hours'`,
    });
    const jar = new CookieJar();
    networkOf.set(jar, network);
    const limited = unwrap(await post(contactStep, "/sell/contact", { name: "Mallory", email: "victim2@example.com" }, jar));
    expect(limited.status).toBe(429);
    expect(limited.data.errors._[0]).toMatch(/^Too many drafts started from your network\. Please try again in 1[12]\d\d minutes\.$/);
    expect(await peekCounter(app.services.db, `draft-new:${network}`)).toBe(0);
  });

  it("is skipped by a member: /sell starts at the judgment and /sell/contact sends them there", async () => {
    const seller = await member(app);
    expect(location(await get(sellIndex, "/sell", seller.jar))).toBe("/sell/judgment");
    expect(location(await get(contactStep, "/sell/contact", seller.jar))).toBe("/sell/judgment");
    expect(location(await post(contactStep, "/sell/contact", { name: "Someone", email: "x@example.com" }, seller.jar))).toBe(
      "/sell/judgment",
    );
    const page = (await get(judgmentStep, "/sell/judgment", seller.jar)) as any;
    expect(page.nav).toEqual({ signedIn: true, reached: ["judgment"] });
  });
});

describe("privacy (step 4)", () => {
  it("has no default, says 'Choose who can read your documents.' by the field, and stores the choice", async () => {
    const { jar } = await visitorAt("pricing");
    const page = (await get(privacyStep, "/sell/privacy", jar)) as any;
    expect(page.privacy).toBe("");
    expect(page.errors).toBeNull();
    const none = unwrap(await post(privacyStep, "/sell/privacy", {}, jar));
    expect(none.status).toBe(422);
    expect(none.data.errors).toEqual({ privacy: [PRIVACY_REQUIRED] });
    expect(PRIVACY_REQUIRED).toBe("Choose who can read your documents.");
    expect(unwrap(await post(privacyStep, "/sell/privacy", { privacy: "everyone" }, jar)).data.errors.privacy).toEqual([PRIVACY_REQUIRED]);

    // The review is not reachable without a choice: back to the step, with the message.
    expect(location(await get(review, "/sell/review", jar))).toBe("/sell/privacy?check=1");
    expect(((await get(privacyStep, "/sell/privacy?check=1", jar)) as any).errors).toEqual({ privacy: [PRIVACY_REQUIRED] });

    expect(location(await post(privacyStep, "/sell/privacy", { privacy: "private" }, jar))).toBe("/sell/statements");
    expect(location(await post(statementsStep, "/sell/statements", statementsFields, jar))).toBe("/sell/review");
    expect(((await get(privacyStep, "/sell/privacy", jar)) as any).privacy).toBe("private");
    const summary = ((await get(review, "/sell/review", jar)) as any).summary;
    expect(summary.privacy).toBe("private");
    expect(summary.contact).toEqual({ name: "Vera Visitor", email: expect.stringMatching(/^vera\./) });
  });

  it("is written to the listing at submit, and a member's draft without it is sent back to the step", async () => {
    const seller = await member(app);
    await upsertDraft(app.services.db, seller.userId, {
      data: { ...judgmentFields, state_id: 6, county_id: 6019, amount: "10000", price: "2000", fee_agree: true },
      step: "review",
      reachedReview: true,
    });
    const refused = await post(save, "/sell/save", {}, seller.jar);
    expect(location(refused)).toBe("/sell/privacy?check=1");
    expect(await app.services.db.select().from(judgments).where(eq(judgments.sellerId, seller.userId))).toHaveLength(0);

    expect(location(await post(privacyStep, "/sell/privacy", { privacy: "private" }, seller.jar))).toBe("/sell/statements");
    expect(location(await post(statementsStep, "/sell/statements", statementsFields, seller.jar))).toBe("/sell/review");
    const page = (await get(review, "/sell/review", seller.jar)) as any;
    expect(page.summary.privacy).toBe("private");
    expect(page.summary.contact).toBeNull();
    expect(privacyChoices.private.text).toMatch(/administrators/);
    await post(save, "/sell/save", {}, seller.jar);
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.sellerId, seller.userId));
    expect(row.privacy).toBe("private");
  });

  it("after an Edit from the review, pricing goes back to the review", async () => {
    const { jar } = await visitorAt("privacy");
    await get(review, "/sell/review", jar);
    expect(location(await post(pricingStep, "/sell/pricing", { ...pricingFields, price: "2500" }, jar))).toBe("/sell/review");
  });
});

describe("Create Your Free Account", () => {
  it("prefills the e-mail from step 1 and takes the short form, naming the account after step 1", async () => {
    const { jar, email } = await visitorAt("privacy", uniqueEmail("short"), "Ada Lovelace");
    expect(location(await post(review, "/sell/review", {}, jar))).toBe("/sell/user");
    const page = (await get(sellUser, "/sell/user", jar)) as any;
    expect(page.values).toEqual({ email });
    expect(page.name).toBe("Ada Lovelace");
    expect(page.nav.reached).toContain("user");

    const mismatch = unwrap(await post(sellUser, "/sell/user", { email, password, password_confirmation: "nope" }, jar));
    expect(mismatch.data.errors.password_confirmation).toEqual(["The passwords do not match."]);

    const done = await post(sellUser, "/sell/user", { email, password, password_confirmation: password }, jar);
    const [user] = await app.services.db.select().from(users).where(eq(users.email, email));
    expect(user.name).toBe("Ada Lovelace");
    expect(user.handle).toMatch(/^adalovelace\d*$/);
    const [listing] = await app.services.db.select().from(judgments).where(eq(judgments.sellerId, user.id));
    expect(listing.privacy).toBe("private");
    expect(location(done)).toBe(`/sell/documents/${listing.id}`);
  });

  it("takes the full form too, whose name wins", async () => {
    const { jar, email } = await visitorAt("privacy");
    await post(review, "/sell/review", {}, jar);
    await post(sellUser, "/sell/user", { first_name: "Grace", last_name: "Hopper", email, password, password_confirmation: password }, jar);
    const [user] = await app.services.db.select().from(users).where(eq(users.email, email));
    expect(user.name).toBe("Grace Hopper");
  });

  it("without a name anywhere, creates the account with an empty name: greeted 'Hi,' and asked for it in My Settings", async () => {
    const { jar, email } = await visitorAt("privacy");
    // The progress API clears a field sent blank: a draft with no name.
    const cleared = (await run(() => progressApi.action(args(jsonRequest("/api/judgments/sell/progress", { name: "" }, jar))))) as Response;
    expect(cleared.status).toBe(200);
    await post(sellUser, "/sell/user", { email, password, password_confirmation: password }, jar);
    const [user] = await app.services.db.select().from(users).where(eq(users.email, email));
    expect(user.name).toBe("");
    // Never a handle made from the e-mail address: a neutral one, to be chosen (docs/decisions/0032).
    expect(user.handle).toMatch(/^member-[a-z0-9]{6}$/);
    expect(user.handleChosen).toBe(false);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.bodyText).not.toMatch(/Hi ,|Hi undefined|Hi null/);
    }
    expect(mails.some((m) => m.bodyText.startsWith("Hi,"))).toBe(true);

    const settings = (await get(profile, "/profile", jar)) as any;
    expect(settings.user.name).toBe("");
    const bad = unwrap(await post(profile, "/profile", { intent: "name", name: " " }, jar));
    expect(bad.status).toBe(422);
    expect(bad.data.name.name).toEqual(["Please enter your name."]);
    await post(profile, "/profile", { intent: "name", name: "Vera Visitor" }, jar);
    const [named] = await app.services.db.select().from(users).where(eq(users.id, user.id));
    expect(named.name).toBe("Vera Visitor");
  });
});

describe("the visitor's resume e-mail", () => {
  const later = () => app.clock.set(new Date(Date.now() + (DRAFT_REMINDER_IDLE_HOURS + 1) * 3_600_000));
  const mailsTo = (email: string) => app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
  const linkIn = (text: string, path: string) => {
    const match = text.match(new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_-]+)`));
    expect(match, `${path} link`).toBeTruthy();
    return `${path}?token=${match![1]}`;
  };
  const rowFor = async (email: string) => (await app.services.db.select().from(draftReminders).where(eq(draftReminders.email, email)))[0];
  const rowsFor = (email: string) =>
    app.services.db
      .select()
      .from(draftReminders)
      .where(sql`lower(${draftReminders.email}) = ${email.toLowerCase()}`)
      .orderBy(draftReminders.id);
  const mailsToAnyCase = (email: string) =>
    app.services.db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = ${email.toLowerCase()}`);

  it("is sent once after a day idle, even when the job runs twice, and its link restores the draft at its step", async () => {
    const { email } = await visitorAt("judgment");
    const row = await rowFor(email);
    expect(row).toMatchObject({ name: "Vera Visitor", step: "pricing", remindedAt: null, tokenHash: null });

    await sendDraftReminders(app.services);
    expect(await mailsTo(email)).toHaveLength(0);
    later();
    await Promise.all([sendDraftReminders(app.services), sendDraftReminders(app.services)]);
    await sendDraftReminders(app.services);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Finish listing your judgment/);
    expect(mails[0].bodyText).toMatch(/^Hi Vera, you started your judgment listing draft on /);
    expect((await rowFor(email)).remindedAt).not.toBeNull();

    // Another browser: the link puts the draft in its session and continues at the pricing step.
    const elsewhere = new CookieJar();
    expect(location(await get(resume, linkIn(mails[0].bodyText, "/sell/resume"), elsewhere))).toBe("/sell/pricing");
    const restored = (await get(judgmentStep, "/sell/judgment", elsewhere)) as any;
    expect(restored.values.title).toBe(judgmentFields.title);
    // Saving there updates the same row, which is not reminded again.
    await post(pricingStep, "/sell/pricing", pricingFields, elsewhere);
    expect(await app.services.db.select().from(draftReminders).where(eq(draftReminders.email, email))).toHaveLength(1);
    expect((await rowFor(email)).step).toBe("privacy");
    app.clock.set(new Date(Date.now() + 3 * DRAFT_REMINDER_IDLE_HOURS * 3_600_000));
    await sendDraftReminders(app.services);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("goes to an address at most once in 30 days, whatever the sessions and the case, and quotes nothing the visitor typed", async () => {
    const email = uniqueEmail("victim");
    const start = Date.now();
    const at = (ms: number) => app.clock.set(new Date(start + ms));
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    const lure = "Urgent: verify your account at evil.example";
    // Two sessions (one shared network, as a script would) with the address in two cases and a lure for a title.
    const network = newNetwork();
    for (const address of [email, email.toUpperCase()]) {
      const { jar } = await visitorAt("contact", address, "Evil.example/verify now", network);
      await post(judgmentStep, "/sell/judgment", { ...judgmentFields, title: lure }, jar);
    }
    expect(await rowsFor(email)).toHaveLength(2);
    at(DRAFT_REMINDER_IDLE_HOURS * HOUR + HOUR);
    await Promise.all([sendDraftReminders(app.services), sendDraftReminders(app.services)]);
    await sendDraftReminders(app.services);
    const mails = await mailsToAnyCase(email);
    expect(mails).toHaveLength(1);
    // Nothing the visitor typed: not the title, nor a "first name" that is not a name.
    for (const body of [mails[0].bodyText, mails[0].bodyHtml ?? ""]) {
      expect(body).not.toContain(lure);
      expect(body).not.toContain("evil.example");
      expect(body.toLowerCase()).not.toContain("evil");
    }
    expect(mails[0].bodyText).toMatch(/^Hi, you started your judgment listing draft on /);
    // The losing row is gone, so the job does not take it again; the winner stays.
    expect((await rowsFor(email)).map((row) => row.remindedAt !== null)).toEqual([true]);

    // Ten days later, a new draft with the address: not reminded (and dropped).
    at(10 * DAY);
    await visitorAt("judgment", email.toUpperCase());
    at(11 * DAY);
    await sendDraftReminders(app.services);
    expect(await mailsToAnyCase(email)).toHaveLength(1);
    expect(await rowsFor(email)).toHaveLength(1);

    // Housekeeping keeps the reminded row while it holds the address back (untouched for 30 days).
    at(30 * DAY + 2 * HOUR);
    await runHousekeeping(app.services);
    expect(await rowsFor(email)).toHaveLength(1);

    // After the window, a new draft may be reminded again.
    at((DRAFT_REMINDER_ADDRESS_DAYS + 2) * DAY);
    await visitorAt("contact", email);
    at((DRAFT_REMINDER_ADDRESS_DAYS + 3) * DAY);
    await sendDraftReminders(app.services);
    expect(await mailsToAnyCase(email)).toHaveLength(2);
  });

  it("two claims for two rows of one address at the same time: one wins, the other is dropped", async () => {
    const email = uniqueEmail("race");
    await visitorAt("contact", email);
    await visitorAt("contact", email.toUpperCase());
    const ids = (await rowsFor(email)).map((row) => row.id);
    const now = new Date(Date.now() + (DRAFT_REMINDER_IDLE_HOURS + 1) * 3_600_000);
    const due = { idleBefore: new Date(now.getTime() - DRAFT_REMINDER_IDLE_HOURS * 3_600_000), addressRemindedAfter: new Date(0) };
    const outcomes = await Promise.all(
      ids.map((id, i) =>
        app.services.db.transaction(async (tx) => {
          const claimed = await claimDraftReminder(tx, id, hashReminderToken(`race-${email}-${i}`), due, now);
          await tx.execute(sql`select pg_sleep(0.05)`);
          return claimed;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => typeof outcome === "object" && outcome !== null)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "skipped")).toHaveLength(1);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("an unknown link gets a friendly page", async () => {
    const unknown = unwrap(await get(resume, "/sell/resume?token=nope", new CookieJar()));
    expect(unknown.status).toBe(404);
    expect(unknown.data.outcome).toBe("unknown");
    expect(unwrap(await get(resumeStop, `/sell/resume/stop?token=${"a".repeat(43)}`, new CookieJar())).data.outcome).toBe("unknown");
  });

  it("stop: GET only asks; POST stops, drops the draft, and nothing more goes to that address", async () => {
    const { email } = await visitorAt("contact");
    later();
    await sendDraftReminders(app.services);
    const [mail] = await mailsTo(email);
    const stopPath = linkIn(mail.bodyText, "/sell/resume/stop");
    const token = new URL(stopPath, "http://x").searchParams.get("token")!;

    const before = await rowFor(email);
    const asked = unwrap(await get(resumeStop, stopPath, new CookieJar()));
    expect(asked.data).toEqual({ outcome: "ask", token });
    expect(await rowFor(email)).toEqual(before);

    const stopped = unwrap(await post(resumeStop, "/sell/resume/stop", { token }, new CookieJar()));
    expect(stopped.data.outcome).toBe("stopped");
    const row = await rowFor(email);
    expect(row.stoppedAt).not.toBeNull();
    expect(row.draft).toEqual({});
    expect(unwrap(await get(resume, linkIn(mail.bodyText, "/sell/resume"), new CookieJar())).data.outcome).toBe("unknown");
    expect(unwrap(await post(resumeStop, "/sell/resume/stop", { token }, new CookieJar())).status).toBe(404);

    // A new draft with the same address is never reminded.
    app.clock.reset();
    await visitorAt("judgment", email);
    later();
    await sendDraftReminders(app.services);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("is not sent after the visitor registers and submits (the row goes), nor to an address that has an account", async () => {
    const { jar, email } = await visitorAt("privacy");
    expect(await rowFor(email)).toBeTruthy();
    await post(review, "/sell/review", {}, jar);
    await post(sellUser, "/sell/user", { email, password, password_confirmation: password }, jar);
    expect(await rowFor(email)).toBeUndefined();

    const seller = await member(app);
    const { email: other } = await visitorAt("judgment", seller.email);
    expect(other).toBe(seller.email);
    later();
    await sendDraftReminders(app.services);
    expect(await mailsTo(email).then((m) => m.filter((x) => /Finish listing/.test(x.subject)))).toHaveLength(0);
    expect(await mailsTo(seller.email).then((m) => m.filter((x) => /Finish listing/.test(x.subject)))).toHaveLength(0);
  });

  it("housekeeping deletes rows untouched for 30 days", async () => {
    const { email } = await visitorAt("contact");
    await app.services.db
      .update(draftReminders)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(draftReminders.email, email));
    const result = await runHousekeeping(app.services);
    expect(result.draftReminders).toBeGreaterThanOrEqual(1);
    expect(await rowFor(email)).toBeUndefined();
  });
});
