// A signed-in member's judgment page, when it has only parts written as markup, is answered without
// React Router (server/member-pages.ts); with a notice waiting (the jx_toast cookie, which React
// Router's root loader reads and clears) React Router writes it. Both must be the same document, byte
// for byte but for each answer's nonce: the member's navbar, "Your offer", the actions with their
// dialogs and the similar sales are held here to root.tsx's Layout and the route's component. The
// owner's, an administrator's and the buyer's pages, and a listing the member may not see, stay React
// Router's. The browser sees the written page work: Watch, Make Offer.
import { expect, test } from "./test-base";
import { baseURL } from "../../playwright.config";
import { account, administrator, approvedListing, dispose, offer, type Account } from "./fixtures";
import { enhanced, fetchedDocument, signIn } from "./helpers";

let seller: Account;
let bidder: Account;
let reader: Account;
let listed: { id: number; title: string };
let long: { id: number; title: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [seller, bidder, reader] = await Promise.all([account(baseURL, "mpseller"), account(baseURL, "mpbidder"), account(baseURL, "mpreader")]);
  // A title with every character markup escapes; offers public, so the list shows the bid.
  listed = await approvedListing(baseURL, seller, { title: `Judgment against "O'Hara & <Sons>" ${seller.handle}` });
  long = await approvedListing(baseURL, seller, {
    title: `A long story ${seller.handle}`,
    description: `${"The debtor <b>moved</b> & kept the money. ".repeat(40)}The end.`,
  });
  await offer(bidder, listed.id, "1500.00");
  // The bidder watches the listing (Unwatch on their page).
  const watched = await bidder.api.post(`/judgments/${listed.id}`, { form: { intent: "watch" }, maxRedirects: 0 });
  expect(watched.status()).toBeLessThan(400);
});
test.afterAll(async () => dispose(seller, bidder, reader));

/** The member's session cookie, as their browser sends it. */
async function sessionOf(member: Account): Promise<string> {
  const { cookies } = await member.api.storageState();
  const session = cookies.find((cookie) => cookie.name === "jx_session");
  expect(session, `${member.handle} is signed in`).toBeTruthy();
  return `jx_session=${session!.value}`;
}

const memberDocument = (path: string, cookie: string) => fetchedDocument(baseURL, path, cookie);

/**
 * The page written without React Router (the session alone) and by React Router (the session with a
 * notice cookie that is no notice: nothing to show, nothing cleared) are the same document.
 */
async function expectSameDocument(path: string, member: Account, contains: string[]) {
  const session = await sessionOf(member);
  for (let attempt = 1; ; attempt++) {
    const written = await memberDocument(path, session);
    const rendered = await memberDocument(path, `${session}; jx_toast=none`);
    // Another test may change the listing between the two answers: compare a pair read while nothing changed.
    if (written.html !== (await memberDocument(path, session)).html && attempt < 5) continue;
    expect(written.writer, path).toBe("member-pages");
    expect(rendered.writer, path).toBeNull();
    expect(written.status, path).toBe(200);
    expect(rendered.status, path).toBe(200);
    for (const text of contains) expect(written.html.includes(text), `${path} shows ${text}`).toBe(true);
    // The member's own navbar, not a visitor's.
    expect(written.html.includes(`@${member.handle}`) || written.html.includes(member.name), `${path}: ${member.handle}'s menu`).toBe(true);
    expect(written.html === rendered.html, `${path}: the same document from both writers`).toBe(true);
    break;
  }
}

test("a member's judgment page without React Router is the document React Router writes", async () => {
  // The bidder: "Your offer", Edit Offer, Unwatch, the offer in the public list.
  await expectSameDocument(`/judgments/${listed.id}`, bidder, [
    'data-testid="my-offer"',
    "Edit Offer",
    "Unwatch",
    "Judgment against &quot;O&#39;Hara &amp; &lt;Sons&gt;&quot;",
  ]);
  // Another member: Make Offer, Watch, the similar sales, the description cut short and whole.
  await expectSameDocument(`/judgments/${listed.id}`, reader, ["Make Offer", 'data-testid="similar-sales"']);
  await expectSameDocument(`/judgments/${long.id}`, reader, ['href="?full=1#description"']);
  await expectSameDocument(`/judgments/${long.id}?full=1`, reader, ["The end."]);
});

test("the owner's and an administrator's pages, a missing id and a stranger's cookie stay React Router's", async () => {
  // The owner: My Listing.
  const owner = await memberDocument(`/judgments/${listed.id}`, await sessionOf(seller));
  expect(owner.writer).toBeNull();
  expect(owner.html).toContain("My Listing");
  // An administrator.
  const admin = await administrator(baseURL);
  const { cookies } = await admin.storageState();
  const adminSession = cookies.find((cookie) => cookie.name === "jx_session")!;
  const adminPage = await memberDocument(`/judgments/${listed.id}`, `jx_session=${adminSession.value}`);
  expect(adminPage.writer).toBeNull();
  expect(adminPage.status).toBe(200);
  await admin.dispose();
  // An id no one may know, and a session that is no one's: React Router's 404 and a visitor's page.
  const missing = await memberDocument("/judgments/999999999", await sessionOf(reader));
  expect(missing.status).toBe(404);
  expect(missing.writer).toBeNull();
  const stranger = await memberDocument(`/judgments/${listed.id}`, "jx_session=notasessionnotasessionnotasession");
  expect(stranger.writer).toBeNull();
  expect(stranger.html).toContain('data-testid="visitor-prompt"');
});

test("a member's written page works in the browser: Watch, then Make Offer", async ({ page }) => {
  await signIn(page, reader.email, reader.password);
  const answer = await page.goto(`/judgments/${long.id}`);
  expect(answer?.headers()["x-written-by"]).toBe("member-pages");
  await enhanced(page);
  await expect(page.getByTestId("judgment-title")).toHaveText(long.title);
  // Watch without a page load (the enhancement script sends the form).
  await page.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unwatch" })).toBeVisible();
  // Make Offer: the dialog, its figures, the offer sent; the page after it carries a notice (React Router's).
  await page.getByTestId("make-offer").click();
  const dialog = page.getByRole("dialog", { name: "Make an Offer" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Offer amount ($)").fill("1200.00");
  await expect(dialog.getByTestId("deal-math")).toHaveAttribute("data-deal-state", "shown");
  await dialog.getByRole("button", { name: "Submit Offer" }).click();
  await expect(page.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");
  // Loaded again, without a notice: written here, with the offer and Edit Offer.
  const again = await page.reload();
  expect(again?.headers()["x-written-by"]).toBe("member-pages");
  await expect(page.getByTestId("my-offer-amount")).toHaveText("$1,200");
  await expect(page.getByTestId("edit-offer")).toBeVisible();
});
