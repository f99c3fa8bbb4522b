// The parts of a visitor's home page written without React (server/visitor-pages.ts) are the markup
// React writes for them: the page's sections, the navbar, the title and description (escaped as React
// escapes). The whole document is compared with React Router's on the built app by
// tests/e2e/visitor-pages.spec.ts.
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { headerHtml } from "~/components/layout/nav-html";
import { Navbar } from "~/components/layout/navbar";
import { metaHtml } from "~/components/layout/plain-document";
import { homeMainHtml, homeMeta, homeSections } from "~/components/marketing/home-sections";
import type { JudgmentCardData } from "~/components/marketing/judgment-card";
import Home from "~/routes/public/index";
import { constantMarkupMemo } from "~/server/http/constant-markup";
import { renderAsPage, visitorRootData } from "../support/root-render";

const { branding } = visitorRootData;

const card: JudgmentCardData = {
  id: 41,
  kind: "judgment",
  portfolioSize: null,
  title: `O'Brien's "unpaid" <invoice> & more`,
  stateName: "California",
  stateAbbreviation: "CA",
  countyName: "Alameda",
  stateCount: null,
  countyCount: null,
  amountCents: 2_500_000,
  priceCents: 500_000,
  buyNowCents: null,
  listedAt: "2026-03-15T12:00:00Z",
  featured: true,
};

describe("a visitor's home page written without React", () => {
  const memo = constantMarkupMemo();

  it("writes the sections React writes: with featured cards, and with none", () => {
    for (const featured of [[card, { ...card, id: 42, featured: false }], []]) {
      const react = renderAsPage("/", createElement(Home, { loaderData: { featured } } as never), memo);
      expect(homeMainHtml(memo, homeSections(branding, featured))).toBe(react);
    }
  });

  it("writes the visitor's navbar React writes", () => {
    const react = renderAsPage("/", createElement(Navbar, { props: visitorRootData }), memo);
    expect(headerHtml(visitorRootData, "/")).toBe(react);
    expect(react).toContain('<a href="/login" class="nav-link">Sign In</a>');
  });

  it("writes the title and description as React does, a brand's apostrophe, quotes and brackets escaped alike", () => {
    const brand = { ...branding, name: `O'Brien & "Sons" <Judgments>` };
    const meta = homeMeta([{ id: "root", loaderData: { ...visitorRootData, branding: brand } }]);
    const [title, description] = meta as [{ title: string }, { name: string; content: string }];
    const react = renderToString(
      createElement(
        Fragment,
        null,
        createElement("title", null, title.title),
        createElement("meta", { name: description.name, content: description.content }),
      ),
    );
    expect(metaHtml(meta)).toBe(react);
    expect(metaHtml(meta)).toContain("<title>Buy and Sell Court Judgments | O&#x27;Brien &amp; &quot;Sons&quot; &lt;Judgments&gt;</title>");
  });

  it("refuses a meta tag it does not know how to write, rather than drop it", () => {
    expect(() => metaHtml([{ property: "og:title", content: "x" }])).toThrow(/title and named meta tags only/);
  });
});
