// Saved searches in the browser (docs/decisions/0028-saved-searches.md): a member searches the
// browse page and saves the search with a name; a seller submits a matching listing and the
// administrator approves it; the saved searches' jobs run (POST /__test__/jobs/saved-searches,
// only on this local test server, like the test clock): nothing is sent during the listing's
// premium first look (the member is basic), and on day 6 the alert e-mail is in the outbox
// (/dev/mail), once, its listing link works, and its unsubscribe link switches the alerts off.
import { expect, test, type APIRequestContext, type Page } from "./test-base";
import { FIRST_LOOK_DAYS } from "../../app/domain/membership";
import { account, approve, serverClock, submittedListing } from "./fixtures";
import { signIn } from "./helpers";

const SHOTS = process.env.E2E_SCREENSHOTS;

async function runJobs(api: APIRequestContext) {
  const ran = await api.post("/__test__/jobs/saved-searches");
  expect(ran.status(), "saved-search jobs").toBe(200);
}

test("a saved search's alert arrives after an administrator approves a matching listing, with a working unsubscribe link", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const investor = await account(baseURL!, "ssinvestor");
  const seller = await account(baseURL!, "ssseller");
  const keyword = `zebra${investor.handle.slice(-6)}`;
  try {
    // The member searches and saves the search from the browse page.
    await signIn(page, investor.email, investor.password);
    await page.goto("/judgments");
    await page.getByLabel("Keywords").fill(keyword);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const panel = page.getByTestId("save-search");
    await expect(panel).toBeVisible();
    if (SHOTS) for (const width of [1280, 390]) await shot(page, width, "save-search-browse");
    // An empty name is refused with the message next to the field, on the save page.
    await panel.getByLabel("Name", { exact: true }).fill("");
    await panel.getByRole("button", { name: "Save search" }).click();
    await expect(page).toHaveURL(/\/searches\/new\?name=/);
    await expect(page.getByTestId("save-name-errors")).toHaveText("Please give the search a name.");
    if (SHOTS) for (const width of [1280, 390]) await shot(page, width, "save-search-refused");
    await page.getByLabel("Name", { exact: true }).fill(`Zebra alerts ${keyword}`);
    await page.getByLabel("E-mail me").selectOption("instant");
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page).toHaveURL(/\/searches$/);
    const card = page.getByTestId("saved-search").filter({ hasText: `Zebra alerts ${keyword}` });
    await expect(card.getByTestId("criteria")).toContainText(`Keywords “${keyword}”`);
    await expect(card.getByTestId("alert-setting")).toHaveText("Alerts: Instant");

    // A seller lists a matching judgment; the administrator approves it today: its premium first
    // look runs, so this basic member is not told yet (the jobs match it, nothing is sent).
    const listing = await submittedListing(seller, { title: `Judgment against a ${keyword} farm` });
    await approve(baseURL!, [listing.id], { firstLook: true });
    await runJobs(investor.api);
    const mail = page
      .getByTestId("outbox-email")
      .filter({ hasText: `Zebra alerts ${keyword}` })
      .first();
    await page.goto(`/dev/mail?to=${encodeURIComponent(investor.email)}`);
    await expect(page.getByTestId("outbox-email").filter({ hasText: `Zebra alerts ${keyword}` })).toHaveCount(0);

    // Day 6 (the server's test clock): the listing is visible to everyone, the jobs send the alert.
    await serverClock(investor.api, { advance_days: FIRST_LOOK_DAYS + 1 });
    await expect(async () => {
      await runJobs(investor.api);
      await page.goto(`/dev/mail?to=${encodeURIComponent(investor.email)}`);
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(mail).toContainText("1 new listing matches");
    await expect(mail).toContainText(listing.title);
    // Running the jobs again sends nothing more.
    await runJobs(investor.api);
    await page.reload();
    await expect(page.getByTestId("outbox-email").filter({ hasText: `Zebra alerts ${keyword}` })).toHaveCount(1);

    // The listing link of the alert opens the judgment.
    const unsubscribe = await mail.getByRole("link", { name: /\/searches\/unsubscribe\?token=/ }).getAttribute("href");
    await mail
      .getByRole("link", { name: new RegExp(`/judgments/${listing.id}$`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();

    // /searches shows the match, new.
    await page.goto("/searches");
    await expect(card.getByTestId("matches")).toContainText(listing.title);
    await expect(card.getByTestId("new-count")).toHaveText("1 new");
    if (SHOTS) for (const width of [1280, 390]) await shot(page, width, "saved-searches");

    // The one-click link: a confirm button, then the alerts are off.
    await page.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search);
    await expect(page.getByTestId("unsubscribe")).toContainText(`Zebra alerts ${keyword}`);
    await page.getByRole("button", { name: "Stop these alerts" }).click();
    await expect(page.getByTestId("unsubscribe")).toContainText("are off");
    await page.goto("/searches");
    await expect(card.getByTestId("alert-setting")).toHaveText("Alerts: Off");
  } finally {
    await serverClock(investor.api, { reset: true });
    await investor.api.dispose();
    await seller.api.dispose();
  }
});

async function shot(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
