// Constant markup (app/components/constant-markup.tsx): a section rendered once per set of props on
// the server and placed as kept markup must be the very markup React renders for it, for every place
// that uses it (the home page's fixed sections); and the memo renders a component again only for
// props it has not seen.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Constant, ConstantMarkupContext } from "~/components/constant-markup";
import Home from "~/routes/public/index";
import { constantMarkupMemo } from "~/server/http/constant-markup";
import { renderAsPage as render } from "../support/root-render";

describe("the home page's fixed sections, kept as markup", () => {
  it("are what React renders", () => {
    const home = createElement(Home, { loaderData: { featured: [] } } as never);
    const kept = render("/", home, constantMarkupMemo());
    expect(kept).toBe(render("/", home, null));
    for (const id of ["hero-title", "how-title", "trust-title", "closing-title"]) expect(kept).toContain(`aria-labelledby="${id}"`);
    expect(kept).toContain('data-testid="hero-seller-costs"');
  });
});

describe("the memo", () => {
  it("renders a component once per distinct props, and again after it was emptied at its bound", () => {
    let renders = 0;
    function Greeting({ name }: { name: string }) {
      renders += 1;
      return createElement("b", null, `Hello ${name}`);
    }
    const memo = constantMarkupMemo();
    expect(memo(Greeting, { name: "Ann" })).toBe("<b>Hello Ann</b>");
    expect(memo(Greeting, { name: "Ann" })).toBe("<b>Hello Ann</b>");
    expect(renders).toBe(1);
    expect(memo(Greeting, { name: "Bo" })).toBe("<b>Hello Bo</b>");
    expect(renders).toBe(2);
    // It keeps 256 (Ann, Bo and 254 more); the next one empties it rather than grow it.
    for (let i = 0; i < 254; i++) memo(Greeting, { name: `n${i}` });
    renders = 0;
    memo(Greeting, { name: "Ann" });
    expect(renders).toBe(0);
    memo(Greeting, { name: "one too many" });
    memo(Greeting, { name: "Ann" });
    expect(renders).toBe(2);
  });

  it("places the kept markup inside the element React renders, with its attributes", () => {
    function Inside({ word }: { word: string }) {
      return createElement("em", null, word);
    }
    const element = createElement(Constant<{ word: string }>, {
      as: "section",
      attrs: { "aria-labelledby": "t", className: "c" },
      component: Inside,
      props: { word: "hi" },
    });
    const plain = renderToString(element);
    const kept = renderToString(createElement(ConstantMarkupContext.Provider, { value: constantMarkupMemo() }, element));
    expect(plain).toBe('<section aria-labelledby="t" class="c"><em>hi</em></section>');
    expect(kept).toBe(plain);
  });
});
