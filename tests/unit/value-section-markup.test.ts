// The judgment page's value section as markup (app/components/judgments/detail-value-html.ts,
// docs/decisions/0056): every text from the data escaped, and React's placing of it the same bytes
// as the markup writer's; the chart frame and the deadline flag, which React components place too.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChartFigure, chartFigureHtml, chartSvgAttributes, chartSvgHtml, chartSvgProps } from "~/components/charts/chart-figure";
import { html } from "~/components/html/html";
import { markupElementHtml } from "~/components/html/markup-element";
import { DeadlineFlag, deadlineFlagElement } from "~/components/judgments/deadline-flag";
import { DetailValueSection } from "~/components/judgments/detail-value";
import { detailValueSection, type DetailValueProps } from "~/components/judgments/detail-value-html";
import { judgmentValue, type RuleBook, type ValueInput } from "~/domain/judgment-value/value";
import { valueCharts } from "~/server/judgment-page/value-charts";
import { readRulesFile } from "../../scripts/generate-judgment-rules";

const file = readRulesFile(2, new URL("../..", import.meta.url).pathname);
const book: RuleBook = { version: { version: 2, published: file.published }, byCode: new Map(file.jurisdictions.map((j) => [j.code, j])) };
const asOf = "2026-11-24";
const facts = { courtType: null, debtType: null, statedRatePercent: null, lastRenewedOn: null };

function props(input: ValueInput, withCharts = true): DetailValueProps {
  const value = judgmentValue(input, book, asOf);
  const charts = withCharts
    ? valueCharts({ rules: book, input, value, asOf, buyNowCents: 250_000, highestOfferCents: 150_000 })
    : { balance: null, timeline: null };
  return { value: { ...value, asOf }, charts, priceCents: input.priceCents, amountCents: input.amountCents };
}

const california: ValueInput = {
  amountCents: 1_000_000,
  priceCents: 200_000,
  dateAwarded: "2019-03-15",
  stateCode: "CA",
  facts,
  payments: [{ on: "2020-03-15", amountCents: 100_000 }],
};
const fixtures: [string, DetailValueProps][] = [
  ["California with a payment and both charts", props(california)],
  [
    "New York's contested reading, no charts",
    props({ ...california, stateCode: "NY", facts: { ...facts, debtType: "consumer" }, payments: [] }, false),
  ],
  ["a state without rules", props({ ...california, stateCode: "ZZ" })],
];

const written = (p: DetailValueProps) => markupElementHtml(detailValueSection(p)).toString();

describe("the value section's markup", () => {
  it.each(fixtures)("is what React places: %s", (_, p) => {
    expect(renderToString(createElement(DetailValueSection, p))).toBe(written(p));
  });

  it("escapes the text that comes from the data: the state's name, a citation, an assumption", () => {
    const p = props(california);
    const { value } = p;
    if (value.balance.kind !== "estimate" || value.clock.kind !== "clock") throw new Error("California has a figure and a clock");
    const markup = written({
      ...p,
      value: {
        ...value,
        stateName: "<script>alert(1)</script>",
        balance: { ...value.balance, citation: 'Code § 1 <script src="x"></script>' },
        clock: { ...value.clock, assumptions: ["<img src=x onerror=alert(1)>"] },
      },
    });
    expect(markup).not.toMatch(/<script|<img/);
    expect(markup).toContain("and <!-- -->&lt;script&gt;alert(1)&lt;/script&gt;<!-- -->&#x27;s rules.");
    expect(markup).toContain('<cite class="not-italic text-slate-800">Code § 1 &lt;script src=&quot;x&quot;&gt;&lt;/script&gt;</cite>');
    expect(markup).toContain("<li>&lt;img src=x onerror=alert(1)&gt;</li>");
  });

  it("places the chart frame around a React SVG as around one written as markup", () => {
    const text = { id: "c", title: "Sales <by> month", summary: "S", table: { columns: ["Month", "Sales"], rows: [["01/2026", 3]] } };
    const inside = html`<rect width="4" height="4"></rect>`;
    const react = renderToString(
      createElement(ChartFigure, {
        ...text,
        children: createElement("svg", { ...chartSvgProps("c", 420, 200, "m"), dangerouslySetInnerHTML: inside }),
      }),
    );
    expect(react).toBe(chartFigureHtml(text, chartSvgHtml(chartSvgAttributes("c", 420, 200, "m"), inside)).toString());
    expect(react).toContain(
      '<svg viewBox="0 0 420 200" role="img" aria-labelledby="c-title" aria-describedby="c-summary" class="chart-figure__svg m"',
    );
  });

  it("writes the deadline flag with a page's links inside it, its words escaped", () => {
    const flag = { tone: "danger" as const, title: "Renew <now>", text: "Past due" };
    const more = html`<p class="mt-1 text-xs"><a href="#judgment-value">See the enforceability clock</a></p>`;
    const markup = markupElementHtml(deadlineFlagElement(flag, { testId: "owner-deadline-flag", more })).toString();
    expect(markup).toBe(
      '<div role="note" class="rounded-md border px-3 py-2 text-sm border-red-300 bg-red-50 text-red-950" data-testid="owner-deadline-flag" data-tone="danger">' +
        '<p class="font-semibold"><span aria-hidden="true">⚠ </span>Renew &lt;now&gt;</p><p class="mt-0.5">Past due</p>' +
        '<p class="mt-1 text-xs"><a href="#judgment-value">See the enforceability clock</a></p></div>',
    );
    expect(renderToString(createElement(DeadlineFlag, { flag, testId: "owner-deadline-flag", more }))).toBe(markup);
  });
});
