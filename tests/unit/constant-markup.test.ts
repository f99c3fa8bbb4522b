// Constant markup (app/components/constant-markup.tsx): a section rendered once per set of props on
// the server and placed as kept markup must be the very markup React renders for it, for every place
// that uses it (a visitor's navbar on each kind of page, the home page's fixed sections); and the
// memo renders a component again only for props it has not seen.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Constant, ConstantMarkupContext, type ConstantMarkup } from "~/components/constant-markup";
import { Navbar } from "~/components/layout/navbar";
import type { RootData } from "~/components/ui/root-data";
import Home from "~/routes/public/index";
import { constantMarkupMemo } from "~/server/http/constant-markup";
import { renderAsPage as render, visitorRootData as visitor } from "../support/root-render";

describe("a visitor's navbar, kept as markup", () => {
  const memo = constantMarkupMemo();
  // Browse Judgments is the current page under /judgments; the Sell button is hidden under /sell.
  const pages: [path: string, browseCurrent: boolean, sellShown: boolean][] = [
    ["/", false, true],
    ["/judgments", true, true],
    ["/judgments/42", true, true],
    ["/judgmentsx", false, true],
    ["/sell", false, false],
    ["/sell/judgment", false, false],
    ["/sellers", false, true],
    ["/about", false, true],
    ["/users/sam", false, true],
  ];
  for (const [path, browseCurrent, sellShown] of pages) {
    it(`is what React renders on ${path}`, () => {
      const navbar = createElement(Navbar, { props: visitor });
      const kept = render(path, navbar, memo);
      expect(kept).toBe(render(path, navbar, null));
      expect(kept).toContain('href="/login"');
      expect(kept.includes('href="/judgments" class="nav-link-active" aria-current="page"')).toBe(browseCurrent);
      expect(kept.includes('href="/sell"')).toBe(sellShown);
    });
  }

  it("is not used for a member: their name and counts are theirs", () => {
    const member: RootData = {
      ...visitor,
      user: {
        id: 7,
        name: "Sam Seller",
        handle: "samseller",
        email: "sam@example.com",
        email_verified_at: null,
        phone_verified_at: null,
        has_payout_account: false,
        created_at: "2026-01-01T00:00:00Z",
      },
      unread_messages: 3,
    };
    const calls: unknown[] = [];
    const spy: ConstantMarkup = (component, props) => (calls.push(props), memo(component, props));
    const markup = render("/judgments", createElement(Navbar, { props: member }), spy, member);
    expect(calls).toHaveLength(0);
    expect(markup).toContain("Sam Seller");
  });
});

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
