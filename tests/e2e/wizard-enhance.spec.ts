// The listing wizard's behaviours on its pages, which do not hydrate (docs/decisions/0040, "The wizard
// and saved searches"): the enhancement script's form cache (seller spec section 4: jx.sell.* in local
// storage, read as the earlier React code wrote it), the county list that follows the state, and the
// pricing step's live figures; each once with the script and once with it blocked, which must leave
// the step working the plain way.
import { expect, test, type Page } from "./test-base";
import { baseURL } from "../../playwright.config";
import { blockEnhanceScript, enhanced, newMember, notEnhanced } from "./helpers";
import { CURRENT_STATEMENTS_VERSION } from "../../app/domain/sworn-statements";

/** Texas and Harris County; California and Fresno County. */
const TEXAS = "48";
const HARRIS = "48201";

test.use({ viewport: { width: 1280, height: 900 } });

/** Posts a wizard step as the browser's form would (same session, same origin). */
async function postStep(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, { form, headers: { origin: baseURL }, maxRedirects: 0 });
  expect([302, 303], `${path} answered ${response.status()}`).toContain(response.status());
}

/** A visitor's new draft (a new session), with the steps before `step` saved; then the page at `step`. */
async function visitorAt(page: Page, step: "judgment" | "pricing" | "review") {
  const member = newMember("wizenh");
  await postStep(page, "/sell/contact", { name: "Wanda Wizard", email: member.email });
  if (step !== "judgment") {
    await postStep(page, "/sell/judgment", {
      title: `Server draft ${member.handle}`,
      description: "",
      state_id: TEXAS,
      county_id: HARRIS,
      casenum: "2024-CV-100",
      courthouse: "",
      date_awarded: "2024-01-15",
    });
  }
  if (step === "review") {
    await postStep(page, "/sell/pricing", { amount: "10000", price: "2000", buy_now: "", fee_agree: "on" });
    await postStep(page, "/sell/privacy", { privacy: "private" });
    await postStep(page, "/sell/statements", {
      version: String(CURRENT_STATEMENTS_VERSION),
      role: "creditor",
      stmt_owner: "on",
      stmt_not_assigned: "on",
      stmt_not_satisfied: "on",
      stmt_payments_listed: "on",
      intent: "save",
    });
  }
  await page.goto(`/sell/${step}`);
  await expect(page).toHaveURL(new RegExp(`/sell/${step}$`));
}

/** The wizard's keys in this browser's local storage, parsed. */
function sellCache(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith("jx.sell."))
        .map((key) => [key, JSON.parse(localStorage.getItem(key)!)]),
    ),
  );
}

/** Stores values under the wizard's keys, as the earlier React code wrote them (JSON of the fields by name). */
async function seedCache(page: Page, entries: Record<string, unknown>) {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

test.describe("the form cache", () => {
  test("with the script: what was typed comes back once the session's draft is gone", async ({ page }) => {
    test.setTimeout(60_000);
    await visitorAt(page, "judgment");
    await enhanced(page);
    const form = page.getByTestId("judgment-form");
    await form.getByLabel("Title").fill("Unpaid rent — Houston storefront");
    await form.getByLabel("Case/Index Number").fill("2023-CV-4242");
    await form.locator("#field-state_id").selectOption(TEXAS);
    await expect(form.locator(`#field-county_id option[value="${HARRIS}"]`)).toHaveCount(1);
    await form.locator("#field-county_id").selectOption(HARRIS);
    // The same keys and shapes as before (seller spec section 4).
    const cached = await sellCache(page);
    expect(cached["jx.sell.judgment"]).toMatchObject({
      title: "Unpaid rent — Houston storefront",
      casenum: "2023-CV-4242",
      date_awarded: "",
    });
    expect(cached["jx.sell.location"]).toEqual({ state_id: TEXAS, county_id: HARRIS });

    // The session ends (its draft with it); a new one starts at the first step, then the judgment is filled again.
    await page.context().clearCookies();
    await visitorAt(page, "judgment");
    await enhanced(page);
    await expect(form.getByLabel("Title")).toHaveValue("Unpaid rent — Houston storefront");
    await expect(form.getByLabel("Case/Index Number")).toHaveValue("2023-CV-4242");
    await expect(form.getByLabel("Date Awarded")).toHaveValue("");
    await expect(form.locator("#field-state_id")).toHaveValue(TEXAS);
    await expect(form.locator("#field-county_id")).toHaveValue(HARRIS);
    await expect(form.locator("#field-county_id option:checked")).toHaveText("Harris County");
  });

  test("with the script: a cache written by the earlier code is read, the server's draft wins, agreements are never ticked", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/about");
    await seedCache(page, {
      "jx.sell.judgment": { title: "Cached title", description: "Cached description", casenum: "", stated_rate_percent: "" },
      "jx.sell.location": { state_id: "6", county_id: "6019" },
      "jx.sell.pricing": { amount: "10000", price: "5000", buy_now: "", fee_agree: true },
    });
    await visitorAt(page, "judgment");
    await enhanced(page);
    const judgment = page.getByTestId("judgment-form");
    await expect(judgment.getByLabel("Title")).toHaveValue("Cached title");
    await expect(judgment.getByLabel(/^Description/)).toHaveValue("Cached description");
    await expect(judgment.locator("#field-county_id option:checked")).toHaveText("Fresno County");

    // A step the server has: its values stay, the cache fills only what it rendered empty.
    await page.context().clearCookies();
    await visitorAt(page, "pricing");
    await page.goto("/sell/judgment");
    await enhanced(page);
    await expect(judgment.getByLabel("Title")).toHaveValue(/^Server draft /);
    await expect(judgment.getByLabel(/^Description/)).toHaveValue("Cached description");
    await expect(judgment.locator("#field-state_id")).toHaveValue(TEXAS);
    await expect(judgment.locator("#field-county_id")).toHaveValue(HARRIS);

    // The pricing step is filled from the cache, and its figures follow; the fee agreement is left to the seller.
    await page.goto("/sell/pricing");
    await enhanced(page);
    await expect(page.getByLabel("Judgment Amount ($)")).toHaveValue("10000");
    await expect(page.getByLabel("Asking Price ($)")).toHaveValue("5000");
    await expect(page.getByTestId("fee-agree")).not.toBeChecked();
    await expect(page.getByTestId("fee-preview")).toContainText("Listing fee: $50 (premium listing).");
  });

  test("with the script: submitting the listing forgets the cache", async ({ page }) => {
    test.setTimeout(60_000);
    await visitorAt(page, "review");
    await enhanced(page);
    await seedCache(page, { "jx.sell.judgment": { title: "Cached title" }, "jx.sell.location": { state_id: "6", county_id: "6019" } });
    await page.getByRole("button", { name: "Create Your Account and List Your Judgment!" }).click();
    await expect(page).toHaveURL(/\/sell\/user$/);
    expect(await sellCache(page)).toEqual({});

    // The account form too (a refused one included: it was sent).
    await enhanced(page);
    await seedCache(page, { "jx.sell.pricing": { amount: "10000" } });
    await page.getByLabel("Password", { exact: true }).fill("Short1!");
    await page.getByTestId("sell-user-submit").click();
    await expect(page.getByTestId("field-password-errors")).toBeVisible();
    expect(await sellCache(page)).toEqual({});
  });

  test("without the script: nothing is read from the browser's cache or written to it", async ({ page }) => {
    test.setTimeout(60_000);
    await blockEnhanceScript(page);
    await page.goto("/about");
    await seedCache(page, { "jx.sell.judgment": { title: "Cached title" }, "jx.sell.location": { state_id: "6", county_id: "6019" } });
    await visitorAt(page, "judgment");
    await notEnhanced(page);
    const form = page.getByTestId("judgment-form");
    await expect(form.getByLabel("Title")).toHaveValue("");
    await expect(form.locator("#field-state_id")).toHaveValue("");
    await form.getByLabel("Title").fill("Typed without the script");
    expect(await sellCache(page)).toEqual({
      "jx.sell.judgment": { title: "Cached title" },
      "jx.sell.location": { state_id: "6", county_id: "6019" },
    });
  });
});

test.describe("the county list follows the state on /sell/judgment", () => {
  test("with the script: the state's counties at once, the county reset, a failure said", async ({ page }) => {
    test.setTimeout(60_000);
    await visitorAt(page, "judgment");
    await enhanced(page);
    const state = page.locator("#field-state_id");
    const county = page.locator("#field-county_id");
    const hint = page.locator("#field-county_id-hint");
    await expect(county.locator("option").first()).toHaveText("Choose a state first");

    await state.selectOption({ label: "Texas" });
    await expect(county.locator("option", { hasText: "Harris County" })).toHaveCount(1);
    await expect(county.locator("option").first()).toHaveText("Choose a county…");
    await expect(county).not.toHaveAttribute("aria-busy", /.*/);
    await expect(hint).toHaveText("");
    await county.selectOption({ label: "Harris County" });

    await state.selectOption({ label: "California" });
    await expect(county.locator("option", { hasText: "Fresno County" })).toHaveCount(1);
    await expect(county.locator("option", { hasText: "Harris County" })).toHaveCount(0);
    await expect(county).toHaveValue("");

    await state.selectOption("");
    await expect(county.locator("option")).toHaveCount(1);
    await expect(county.locator("option").first()).toHaveText("Choose a state first");

    await page.route("**/api/counties/**", (route) => route.abort());
    await state.selectOption({ label: "Texas" });
    await expect(hint).toHaveText("The counties could not be loaded; choose the state again, or save the step to list them.");
    await expect(county.locator("option")).toHaveCount(1);
    await page.unroute("**/api/counties/**");
    await state.selectOption({ label: "California" });
    await expect(county.locator("option", { hasText: "Fresno County" })).toHaveCount(1);
    await expect(hint).toHaveText("");
  });

  test("without the script: the counties come with the page once the step is sent with the state", async ({ page }) => {
    test.setTimeout(60_000);
    await blockEnhanceScript(page);
    await visitorAt(page, "judgment");
    await notEnhanced(page);
    const form = page.getByTestId("judgment-form");
    await form.getByLabel("Title").fill("Unpaid rent — Houston storefront");
    await form.locator("#field-state_id").selectOption({ label: "Texas" });
    await expect(form.locator("#field-county_id option")).toHaveCount(1);
    await form.getByRole("button", { name: "Save and Continue" }).click();
    // Refused (no county yet), with the state kept and its counties listed.
    await expect(page.getByTestId("field-county_id-errors")).toBeVisible();
    await expect(form.locator("#field-state_id")).toHaveValue(TEXAS);
    await expect(form.getByLabel("Title")).toHaveValue("Unpaid rent — Houston storefront");
    await form.locator("#field-county_id").selectOption({ label: "Harris County" });
    await form.getByLabel("Case/Index Number").fill("2023-CV-4242");
    await form.getByLabel("Date Awarded").fill("2023-05-01");
    await form.getByRole("button", { name: "Save and Continue" }).click();
    await expect(page).toHaveURL(/\/sell\/pricing$/);
  });
});

test.describe("the pricing step's figures", () => {
  test("with the script: they follow the amount and the prices as the seller types", async ({ page }) => {
    test.setTimeout(60_000);
    await visitorAt(page, "pricing");
    await enhanced(page);
    const empty = page.getByText("Enter the amount and your asking price to see the listing fee.");
    const preview = page.getByTestId("fee-preview");
    const advice = page.locator('[data-fee="advice"]');
    await expect(empty).toBeVisible();
    await expect(preview).toBeHidden();

    await page.getByLabel("Judgment Amount ($)").fill("10,000");
    await page.getByLabel("Asking Price ($)").fill("2000");
    await expect(preview).toBeVisible();
    await expect(empty).toBeHidden();
    await expect(preview).toContainText("Your asking price is 20% of the judgment amount. Listing fee: Free.");
    await expect(page.getByTestId("fee-basis")).toHaveText("The fee is set by your asking price (20% of the judgment amount).");
    await expect(advice).toBeHidden();

    await page.getByLabel("Asking Price ($)").fill("6000");
    await expect(preview).toContainText("Your asking price is 60% of the judgment amount. Listing fee: $50 (premium listing).");
    await expect(advice).toBeVisible();
    await expect(advice).toHaveText(/^A rule of thumb before any sales: 1%–5% of the judgment amount with no information about the debtor/);

    await page.getByLabel("Asking Price ($)").fill("3000");
    await page.getByLabel(/^Buy Now Price/).fill("4000");
    await expect(preview).toContainText("Listing fee: $35.");
    await expect(page.getByTestId("fee-basis")).toHaveText(
      "The fee is set by your Buy Now price ($4,000, 40% of the judgment amount), the higher of your two prices.",
    );

    // An asking price above the amount: no figures.
    await page.getByLabel("Asking Price ($)").fill("20000");
    await expect(empty).toBeVisible();
    await expect(preview).toBeHidden();
  });

  test("without the script: the page still posts, and a refused step shows the figures for what was typed", async ({ page }) => {
    test.setTimeout(60_000);
    await blockEnhanceScript(page);
    await visitorAt(page, "pricing");
    await notEnhanced(page);
    await page.getByLabel("Judgment Amount ($)").fill("10000");
    await page.getByLabel("Asking Price ($)").fill("4000");
    await expect(page.getByTestId("fee-preview")).toBeHidden();
    await page.getByRole("button", { name: "Save and Continue" }).click();
    await expect(page.getByText("You must check this box to indicate you understand the fee structure.")).toBeVisible();
    await expect(page.getByTestId("fee-preview")).toBeVisible();
    await expect(page.getByTestId("fee-preview")).toContainText("Your asking price is 40% of the judgment amount. Listing fee: $35.");
    await page.getByTestId("fee-agree").check();
    await page.getByRole("button", { name: "Save and Continue" }).click();
    await expect(page).toHaveURL(/\/sell\/privacy$/);
  });
});
