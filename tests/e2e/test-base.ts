// What the browser tests import instead of "@playwright/test": the same API, with one difference.
// On a page that does not hydrate, the enhancement script (app/enhance/main.ts) puts its listeners on
// the document as it runs, but does the rest of its start work (the notices' timers, the wizard's
// cache, the live figures…) in tasks after the page's load event, which `page.goto` waits for. So
// here `goto`, `reload`, `goBack` and `goForward` of every page (the test's own and those of contexts
// and pages a test opens itself) also wait until the script has marked the page (`html[data-enhanced]`,
// as `enhanced` in helpers.ts), when the page loads the script and the test did not block it
// (`blockEnhanceScript`) or turn JavaScript off. A test acting right after one of those finds every
// behaviour in place. A page reached otherwise (a click on a link, a form sent, its redirect, a popup)
// is not waited for: a test that uses its later behaviours waits with `enhanced(page)` first. (A
// context a `beforeAll` hook opens under `test.use({ javaScriptEnabled: false })` is taken to have
// JavaScript: its first `goto` fails after 10 s with the message below.)
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Pages whose enhancement script a test blocked (helpers.ts, blockEnhanceScript): nothing to wait for. */
export const scriptBlocked = new WeakSet<Page>();

/** Contexts without JavaScript: no script runs, nothing to wait for. */
const withoutJavaScript = new WeakSet<BrowserContext>();

/** The running test's `javaScriptEnabled` (test.use), which the contexts it opens take by default. */
let javaScriptByDefault = true;

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
      if (!scriptBlocked.has(page) && !withoutJavaScript.has(page.context())) {
        await page
          .locator(SETTLED)
          .waitFor({ state: "attached", timeout: 10_000 })
          .catch((error: unknown) => {
            throw new Error(
              `The enhancement script did not mark ${page.url()} within 10 s: did a behaviour throw, or is the script blocked without blockEnhanceScript?`,
              { cause: error },
            );
          });
      }
      return response;
    };
  }
}

function contextWaits(context: BrowserContext, javaScriptEnabled: boolean | undefined) {
  if ((javaScriptEnabled ?? javaScriptByDefault) === false) withoutJavaScript.add(context);
  for (const page of context.pages()) waitsForTheScript(page);
  context.on("page", waitsForTheScript);
  return context;
}

function browserWaits(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => contextWaits(await newContext(options), options?.javaScriptEnabled);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    contextWaits(page.context(), options?.javaScriptEnabled);
    waitsForTheScript(page);
    return page;
  };
  return browser;
}

export const test = base.extend<{ javaScriptByDefault: void }>({
  javaScriptByDefault: [
    async ({ javaScriptEnabled }, use) => {
      javaScriptByDefault = javaScriptEnabled;
      await use();
      javaScriptByDefault = true;
    },
    { auto: true },
  ],
  browser: [async ({ browser }, use) => use(browserWaits(browser)), { scope: "worker" }],
  // After javaScriptByDefault: the test's own context takes its option.
  context: async ({ context, javaScriptEnabled }, use) => use(contextWaits(context, javaScriptEnabled)),
});
