// What the browser tests import instead of "@playwright/test": the same API, with one difference.
// On a page that does not hydrate, the enhancement script (app/enhance/main.ts) puts its listeners on
// the document as it runs, but does the rest of its start work (the notices' timers, the wizard's
// cache, the live figures…) in tasks after the page's load event, which `page.goto` waits for. So
// here `goto`, `reload`, `goBack` and `goForward` of every page (the test's own and those of contexts
// and pages a test opens itself) also wait until the script has marked the page (`html[data-enhanced]`,
// as `enhanced` in helpers.ts), when the page loads the script and the test did not block it
// (`blockEnhanceScript`) or turn JavaScript off. A test acting right after a navigation finds every behaviour in place.
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Pages whose enhancement script a test blocked (helpers.ts, blockEnhanceScript): nothing to wait for. */
export const scriptBlocked = new WeakSet<Page>();

/** The document is marked by the script, or does not load it (a page that hydrates, a JSON answer). */
const SETTLED = 'html[data-enhanced], html:not(:has(script[src*="/enhance-script-"]))';

const patched = new WeakSet<Page>();

function waitsForTheScript(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (!scriptBlocked.has(page)) await page.locator(SETTLED).waitFor({ state: "attached" });
      return response;
    };
  }
}

function contextWaits(context: BrowserContext) {
  for (const page of context.pages()) waitsForTheScript(page);
  context.on("page", waitsForTheScript);
  return context;
}

function browserWaits(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  // A context without JavaScript runs no script: nothing to wait for.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    return options?.javaScriptEnabled === false ? context : contextWaits(context);
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    if (options?.javaScriptEnabled !== false) waitsForTheScript(page);
    return page;
  };
  return browser;
}

export const test = base.extend({
  browser: [async ({ browser }, use) => use(browserWaits(browser)), { scope: "worker" }],
  context: async ({ context, javaScriptEnabled }, use) => use(javaScriptEnabled === false ? context : contextWaits(context)),
});
