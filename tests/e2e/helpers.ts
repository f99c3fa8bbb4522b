import { expect, type Locator, type Page } from "@playwright/test";
import { breakDigitRuns, clockTag } from "../support/unique";
import { scriptBlocked } from "./test-base";

let counter = 0;

/** A unique new member for one test (a handle is never the name of the member's address: docs/decisions/0032). */
export function newMember(prefix = "member") {
  const id = breakDigitRuns(`${prefix}${clockTag()}${(counter++).toString(36)}`);
  return { name: `Test ${prefix}`, handle: id, email: `${id}.inbox@example.com`, password: "Test-pass1!" };
}

/**
 * Registers through the page, signed in after. The member's identity is then verified through the
 * offline test-mode check (docs/decisions/0048) with the page's own cookies, unless `identity` is
 * false: a seller's listing goes live only after it, and a payment over the threshold too.
 */
export async function registerThroughPage(page: Page, member: ReturnType<typeof newMember>, options: { identity?: boolean } = {}) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(member.name);
  await page.getByLabel("Handle").fill(member.handle);
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/home$/);
  if (options.identity !== false) await verifyIdentityOf(page);
}

/** Verifies the signed-in page's member through the offline check's forms (no screen shown). */
export async function verifyIdentityOf(page: Page) {
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  const started = await page.request.post("/profile", { form: { intent: "identity-start" }, headers, maxRedirects: 0 });
  expect(started.status(), "identity check started").toBe(302);
  const decided = await page.request.post(started.headers().location ?? "", { form: { outcome: "verify" }, headers, maxRedirects: 0 });
  expect(decided.status(), "identity check decided").toBe(302);
  const returned = await page.request.get(decided.headers().location ?? "", { maxRedirects: 0 });
  expect(returned.status(), "back from the identity check").toBe(302);
  // The outcome's toast is read once: read it here, so the test's next page shows only its own.
  await page.request.get("/about");
}

/**
 * Waits until React listens to a control of a page that hydrates. A page loaded as a document (not
 * reached by a client-side navigation) shows its controls before React takes them over, and what a
 * test does to them sooner (choosing files, say) never reaches React's state.
 */
export async function reactListens(control: Locator) {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page) {
  await page.getByTestId("user-menu").first().locator("summary").click();
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}

/**
 * On /admin/judgments/pending: finds the listing's card, paging forward from the page shown (the
 * queue shows 20 a page, oldest first, so a listing just submitted is on the last page), and opens
 * it from its summary. Answers the card.
 */
export async function openReviewCard(page: Page, id: number | string) {
  const card = page.locator(`[data-testid=pending-listing][data-judgment-id="${id}"]`);
  while ((await card.count()) === 0) {
    const next = page.getByTestId("pagination").getByRole("link", { name: /Next/ });
    expect(await next.count(), `listing ${id} in the review queue`).toBe(1);
    // Followed by its address: a click may navigate in the browser after the count is taken.
    await page.goto((await next.getAttribute("href"))!);
  }
  const details = card.getByTestId("pending-details");
  if ((await details.getAttribute("open")) === null) await card.getByTestId("pending-summary").click();
  await expect(details).toHaveAttribute("open", "");
  return card;
}

/** The enhancement script's URL pattern (app/enhance/, docs/decisions/0040). */
export const ENHANCE_SCRIPT = "**/assets/enhance-script-*.js";

/** The page loads without the enhancement script (and its navigations do not wait for it: test-base.ts). */
export async function blockEnhanceScript(page: Page) {
  scriptBlocked.add(page);
  await page.route(ENHANCE_SCRIPT, (route) => route.abort());
}

/** The enhancement script has run: every behaviour is in place (main.ts marks the page last). */
export async function enhanced(page: Page) {
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
}

/** The page is loaded and the enhancement script did not run (blocked). */
export async function notEnhanced(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator("html[data-enhanced]")).toHaveCount(0);
}

/**
 * Presses an offer or counter form's button once its deal math is on screen (issue 29), as a person
 * reads the figures before sending: with them shown, the first press sends the form (without them,
 * the page would bring the figures back for review first).
 */
export async function sendWithFigures(form: Locator, button: Locator) {
  await expect(form.locator('[data-enhance="deal-math"]').first()).toHaveAttribute("data-deal-state", "shown");
  await button.click();
}

/**
 * The wizard's privacy step's button, then the statements step (issue 30 item 3): the creditor of
 * record, every box checked, no payments unless given; lands on the review.
 */
export async function makeStatements(page: Page, payments: { date: string; amount: string }[] = []) {
  await page.getByRole("button", { name: "Next: Your Statements" }).click();
  await expect(page).toHaveURL(/\/sell\/statements$/);
  await page.getByRole("radio", { name: /Creditor of record/ }).check();
  for (const key of ["owner", "not_assigned", "not_satisfied", "payments_listed"]) await page.getByTestId(`stmt-${key}`).check();
  for (const [i, payment] of payments.entries()) {
    await page.getByTestId("payment-add").click();
    await expect(page.getByTestId(`payment-date-${i}`)).toBeVisible();
    // The boxes came back checked from the draft; the new row is filled.
    await page.getByTestId(`payment-date-${i}`).fill(payment.date);
    await page.getByTestId(`payment-amount-${i}`).fill(payment.amount);
  }
  await page.getByTestId("statements-next").click();
  await expect(page).toHaveURL(/\/sell\/review$/);
}

/** Fills the wizard's judgment step (Fresno County, California, entered 2023-09-14) and saves it. */
export async function fillJudgmentStep(page: Page, title: string) {
  await expect(page).toHaveURL(/\/sell\/judgment$/);
  await expect(page.getByRole("heading", { name: "Tell us about the judgment" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Description/).fill("Judgment for unpaid HVAC work. The debtor is employed locally.");
  // The page does not hydrate: the enhancement script lists the state's counties once it has run.
  await enhanced(page);
  await page.locator("#field-state_id").selectOption({ label: "California" });
  // The county list reloads from /api/counties/{stateId}.
  await expect(page.locator("#field-county_id option", { hasText: "Fresno" })).toHaveCount(1);
  await page.locator("#field-county_id").selectOption("6019");
  await page.getByLabel("Case/Index Number").fill("2023-CV-555");
  await page.getByLabel(/^Courthouse/).fill("Fresno Superior Court");
  await page.getByLabel("Date Awarded").fill("2023-09-14");
  await page.getByRole("button", { name: "Save and Continue" }).click();
}

/**
 * A document as fetched with `cookie` (or none), its nonce checked against its Content-Security-Policy
 * and blanked, with who wrote it (the test server's X-Written-By: visitor-pages, member-pages, or null
 * for React Router): the pages written without React Router are compared with React Router's this way.
 */
export async function fetchedDocument(baseURL: string, path: string, cookie?: string) {
  const response = await fetch(new URL(path, baseURL), { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const csp = response.headers.get("content-security-policy") ?? "";
  const html = await response.text();
  // The page's nonce is the one its Content-Security-Policy allows.
  const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
  expect(nonces.size).toBe(1);
  expect(csp).toContain(`'nonce-${[...nonces][0]}'`);
  return { status: response.status, html: html.replace(/nonce="[^"]*"/g, 'nonce=""'), writer: response.headers.get("x-written-by") };
}
