// A visitor without cookies is answered the home page written without React Router
// (server/visitor-pages.ts); with any cookie, React Router writes it. Both must be the same
// document, byte for byte but for each answer's nonce: the markup of the frame
// (app/components/layout/visitor-document.ts) and of the sections is held here to root.tsx's Layout
// and the route's components. The browser sees the page work as any other (navbar, menus, links).
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { account, approvedListing, dispose, type Account } from "./fixtures";

let seller: Account;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  seller = await account(baseURL, "visitorhome");
  await approvedListing(baseURL, seller);
});
test.afterAll(async () => dispose(seller));

async function homeDocument(cookie?: string) {
  const response = await fetch(new URL("/", baseURL), { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const csp = response.headers.get("content-security-policy") ?? "";
  const html = await response.text();
  // The page's nonce is the one its Content-Security-Policy allows.
  const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
  expect(nonces.size).toBe(1);
  expect(csp).toContain(`'nonce-${[...nonces][0]}'`);
  return { html: html.replace(/nonce="[^"]*"/g, 'nonce=""'), writer: response.headers.get("x-written-by") };
}

test("a visitor's home page without React Router is the document React Router writes", async () => {
  for (let attempt = 1; ; attempt++) {
    const written = await homeDocument();
    const rendered = await homeDocument("jx_unrelated=1");
    // Another test may list a judgment between the two answers: compare a pair read while nothing changed.
    if (written.html !== (await homeDocument()).html && attempt < 5) continue;
    // The test server marks the answers written without React Router (server/visitor-pages.ts).
    expect(written.writer).toBe("visitor-pages");
    expect(rendered.writer).toBeNull();
    expect(written.html).toContain('data-testid="featured-judgment"');
    expect(written.html).toBe(rendered.html);
    break;
  }
});

test("a visitor's home page works in the browser: the featured cards, the menus, the links", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Buy and Sell Court Judgments | Judgment Exchange");
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  await expect(page.getByTestId("featured-judgment").first()).toBeVisible();
  await page.getByTestId("resources-menu").first().locator("summary").click();
  await expect(page.getByRole("link", { name: "How to Buy" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Browse all judgments" }).click();
  await expect(page).toHaveURL(/\/judgments$/);
});
