// "What similar judgments sold for" as markup (app/components/comparables/similar-sales-html.ts,
// docs/decisions/0056): the group's sentence, the prices' names and the heading escaped, React's
// placing of the section the writer's bytes, and those bytes the ones React wrote before the
// section was markup (the too-few sentence in full, the strip's SVG in React's attribute spelling).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SimilarSales } from "~/components/comparables/similar-sales";
import { similarSalesSection, type SimilarSalesProps } from "~/components/comparables/similar-sales-html";
import { markupElementHtml } from "~/components/html/markup-element";
import { figuresView, fixtures } from "./similar-sales-fixtures";

const written = (props: SimilarSalesProps) => {
  const element = similarSalesSection(props);
  return element ? markupElementHtml(element).toString() : "";
};

describe("the similar sales section's markup", () => {
  it.each(fixtures)("is what React places: %s", (_, props) => {
    expect(renderToString(createElement(SimilarSales, props))).toBe(written(props));
  });

  it("writes nothing without a view, and the too-few sentence as React wrote it", () => {
    expect(written({ view: null })).toBe("");
    expect(written({ view: { kind: "too-few" } })).toBe(
      '<section class="card p-5" aria-labelledby="similar-sales-heading" data-testid="similar-sales"><h2 id="similar-sales-heading" ' +
        'class="text-lg font-semibold">What similar judgments sold for</h2><p class="mt-2 text-sm text-slate-600" ' +
        'data-testid="similar-sales-too-few">Fewer than <!-- -->5<!-- --> similar judgments have sold here yet, so we show no figure: ' +
        "a price from so few sales would mislead.</p></section>",
    );
  });

  it("draws the strip as React did: its SVG attributes, the second mark dashed, the note's count", () => {
    const markup = written(fixtures[0]![1]);
    expect(markup).toContain('<text x="173.35999999999999" y="22" text-anchor="middle" class="chart-label">median 12%</text>');
    expect(markup).toContain('<line class="chart-mark" x1="80.4" x2="80.4" y1="28" y2="78"></line>');
    expect(markup).toContain('<line class="chart-mark" x1="279.6" x2="279.6" y1="28" y2="94" stroke-dasharray="4 3"></line>');
    expect(markup).toContain("Never from fewer than <!-- -->5<!-- --> sales; no buyer or seller is named.</p></section>");
    expect(markup).toContain('<tr><th scope="row">Buy Now price</th><td>20%</td></tr>');
  });

  it("escapes the text that comes from the data: the group's sentence, a price's name, the heading and the id", () => {
    const view = figuresView(
      { count: 7, p25Bps: 900, medianBps: 1200, p75Bps: 1600 },
      "<script>alert(1)</script> \"sold\" & O'Brien's",
      [{ label: "<img src=x onerror=alert(1)>", cents: 100_000 }],
      1_000_000,
    );
    const props = { view, heading: "<b>Sales</b>", id: 'x"><script>' };
    const markup = written(props);
    expect(markup).not.toMatch(/<script|<img|<b>/);
    expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &quot;sold&quot; &amp; O&#39;Brien&#39;s");
    expect(markup).toContain('class="chart-label">&lt;img src=x onerror=alert(1)&gt; 10%</text>');
    expect(markup).toContain('<th scope="row">&lt;img src=x onerror=alert(1)&gt;</th>');
    expect(markup).toContain('<h2 id="x&quot;&gt;&lt;script&gt;-heading" class="text-lg font-semibold">&lt;b&gt;Sales&lt;/b&gt;</h2>');
    // React places the writer's escaping as it is (an apostrophe &#39;, where React's own was &#x27;).
    expect(renderToString(createElement(SimilarSales, props))).toBe(markup);
  });
});
