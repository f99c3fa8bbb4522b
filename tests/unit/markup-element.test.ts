// One element written by the html template, placed in markup or by React: the same bytes.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { attr, html, type Html } from "~/components/html/html";
import {
  frameHtml,
  MarkupElement,
  markupElementHtml,
  MarkupFrame,
  type MarkupElementParts,
  type MarkupFrameParts,
} from "~/components/html/markup-element";

const render = (element: MarkupElementParts | null) => renderToString(createElement(MarkupElement, { element }));

describe("MarkupElement", () => {
  it("writes the same bytes as React places, attributes in order, escaped", () => {
    const element: MarkupElementParts = {
      tag: "section",
      attributes: { class: "card p-4", "aria-labelledby": "x-title", id: "x", "data-testid": 'x<"y">', hidden: null, "data-on": false },
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

  it("places a frame around React's children with the tag and attributes the markup writes, and a click handler changes no byte", () => {
    const frame: MarkupFrameParts = { tag: "tr", attributes: { "data-testid": "row", class: "text-slate-800" } };
    const cell: MarkupElementParts = { tag: "td", attributes: { class: "px-3" }, inside: html`${"<b>"}` };
    const react = renderToString(createElement(MarkupFrame, { frame }, createElement(MarkupElement, { element: cell, onClick: () => {} })));
    expect(react).toBe(frameHtml(frame, markupElementHtml(cell)).toString());
    expect(react).toBe('<tr data-testid="row" class="text-slate-800"><td class="px-3">&lt;b&gt;</td></tr>');
  });
});

describe("markupElementHtml's attributes", () => {
  it("refuses a javascript: URL in a URL attribute, as a template does", () => {
    const element: MarkupElementParts = {
      tag: "div",
      attributes: { "data-x": "1" },
      inside: html`<a${attr("href", "javascript:alert(1)")}>x</a>`,
    };
    expect(markupElementHtml(element).toString()).toBe('<div data-x="1"><a href="#">x</a></div>');
    const form: MarkupElementParts = { tag: "form", attributes: { action: "javascript:alert(1)", method: "post" }, inside: html`` };
    expect(markupElementHtml(form).toString()).toBe('<form action="#" method="post"></form>');
  });

  it("escapes every value, writes them in order, leaves out null, undefined and false, and refuses a tag that is not a name", () => {
    const element: MarkupElementParts = {
      tag: "span",
      attributes: { title: `"Quoted" & <b>`, hidden: false, "data-n": 3, "aria-label": undefined, open: true, id: null },
      inside: html`x`,
    };
    expect(markupElementHtml(element).toString()).toBe('<span title="&quot;Quoted&quot; &amp; &lt;b&gt;" data-n="3" open="">x</span>');
    expect(() => markupElementHtml({ tag: "di v" as MarkupElementParts["tag"], attributes: {}, inside: html`` })).toThrow(TypeError);
    // Only the attributes' own: nothing from a prototype; text given as the inside is escaped.
    const inherited = Object.create({ onmouseover: "alert(1)" }) as Record<string, string>;
    inherited.id = "x";
    expect(markupElementHtml({ tag: "div", attributes: inherited, inside: "<b>" as unknown as Html }).toString()).toBe(
      '<div id="x">&lt;b&gt;</div>',
    );
  });
});
