// One element written by the html template, placed in markup or by React: the same bytes.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { html } from "~/components/html/html";
import { MarkupElement, markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";

const render = (element: MarkupElementParts | null) => renderToString(createElement(MarkupElement, { element }));

describe("MarkupElement", () => {
  it("writes the same bytes as React places, attributes in order, escaped", () => {
    const element: MarkupElementParts = {
      tag: "section",
      attributes: { class: "card p-4", "aria-labelledby": "x-title", id: "x", "data-testid": "x<\"y\">", hidden: null, "data-on": false },
      inside: html`<h2 id="x-title">Tom &amp; Jerry</h2>`,
    };
    const written = markupElementHtml(element).toString();
    expect(written).toBe(
      '<section class="card p-4" aria-labelledby="x-title" id="x" data-testid="x&lt;&quot;y&quot;&gt;"><h2 id="x-title">Tom &amp; Jerry</h2></section>',
    );
    expect(render(element)).toBe(written);
  });

  it("writes true as an empty value, as React does for a string", () => {
    const element: MarkupElementParts = { tag: "details", attributes: { open: true }, inside: html`<summary>More</summary>` };
    expect(markupElementHtml(element).toString()).toBe('<details open=""><summary>More</summary></details>');
    expect(render(element)).toBe(markupElementHtml(element).toString());
  });

  it("places nothing for no element", () => {
    expect(render(null)).toBe("");
  });
});
