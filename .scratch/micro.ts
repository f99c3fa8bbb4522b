// Scratch: time the browse page's parts in process on jx_bench.
import { boot } from "~/server/boot";
import { loadBrowsePage } from "~/server/listings/browse-page";
import { browseMainHtml } from "~/components/judgments/browse-page-html";
import { searchFormSectionHtml } from "~/components/judgments/search-form";
import { judgmentTableHtml } from "~/components/judgments/judgment-table";
import { unpackStates, unpackCounties } from "~/domain/packed-list";

const running = await boot({
  ...process.env,
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/jx_bench",
  SEED: "none",
  DEMO: "1",
  HOST: "127.0.0.1",
  RATE_LIMIT: "off",
  SESSION_SECRET: "bench-session-secret-not-for-production-use-000000",
});
const { services } = running;
for (const path of ["/judgments", "/judgments?state_id=48&price_min=5000&price_max=20000"]) {
  const url = new URL(path, "http://x");
  const time = async (name: string, n: number, f: () => unknown) => {
    for (let i = 0; i < 50; i++) await f();
    const t0 = process.cpuUsage();
    for (let i = 0; i < n; i++) await f();
    const t = process.cpuUsage(t0);
    console.log(`${path} ${name}: ${((t.user + t.system) / n / 1000).toFixed(3)} ms`);
  };
  const answer = await loadBrowsePage(services, url, { user: null, storedSearch: null }, null);
  if ("redirectTo" in answer) throw new Error("redirect");
  const page = answer.page;
  await time("loadBrowsePage", 300, () => loadBrowsePage(services, url, { user: null, storedSearch: null }, null));
  await time("browseMainHtml", 2000, () => browseMainHtml(page).toString());
  const states = unpackStates(page.states);
  await time("searchFormSection", 2000, () =>
    searchFormSectionHtml({
      action: "/judgments/search",
      values: page.form.values,
      errors: page.form.errors,
      states,
      counties: unpackCounties(page.counties),
      sort: page.sort,
      clearUrl: null,
      shareUrl: page.shareUrl,
    }).toString(),
  );
  await time("judgmentTable", 2000, () => judgmentTableHtml(page.results.rows, "x").toString());
  console.log("html bytes", browseMainHtml(page).toString().length);
}
await running.stop();
