// The escaped markup of the hot pages' bulk (decision 0056): the template escapes every value, the
// rows, options and footer say what React said before, and nothing typed by a member becomes markup.
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { attr, each, html, Html, safeUrl } from "~/components/html/html";
import { optionsHtml } from "~/components/html/options";
import type { BrowseListing } from "~/components/judgments/browse-types";
import { FirstLookBadge, firstLookBadgeHtml } from "~/components/judgments/first-look-badge";
import { judgmentTableHtml } from "~/components/judgments/judgment-table";
import { PortfolioTag, portfolioTagHtml } from "~/components/judgments/portfolio-tag";
import { searchFormHtml, searchFormSectionHtml } from "~/components/judgments/search-form";
import { factRowsHtml } from "~/components/judgments/detail-facts-html";
import { DetailInfoTable } from "~/components/judgments/detail-info-table";
import { featuredCardsHtml } from "~/components/judgments/featured-band";
import { footerHtml } from "~/components/layout/footer";
import { judgmentCardHtml, judgmentCardsHtml, type JudgmentCardData } from "~/components/marketing/judgment-card";
import { loadBranding } from "~/config/branding";
import { browseListing } from "../support/browse-listing";

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("the html template", () => {
  it("escapes every string it is given, in text and in a quoted attribute, and nothing is lost", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const out = html`<p title="${value}">${value}</p>`.toString();
        const match = /^<p title="([^"<>']*)">([^"<>']*)<\/p>$/.exec(out);
        expect(match).not.toBeNull();
        expect(decode(match![1])).toBe(value);
        expect(decode(match![2])).toBe(value);
      }),
    );
  });

  it("places nested templates as they are, prints arrays in order, numbers, and nothing for null, undefined, true or false", () => {
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p>${inner}${[html`<br>`, "&", 3]}${null}${undefined}${true}${false}${0}</p>`.toString()).toBe(
      "<p><b>&lt;i&gt;</b><br>&amp;30</p>",
    );
  });

  it("gives React its markup through __html, and nothing else makes an Html from a string", () => {
    expect(html`<i>${"x"}</i>`.__html).toBe("<i>x</i>");
    expect(renderToString(createElement("div", { dangerouslySetInnerHTML: html`<i>${"<x>"}</i>` }))).toBe("<div><i>&lt;x&gt;</i></div>");
    expect(each([1, 2], (n) => html`<li>${n}</li>`).toString()).toBe("<li>1</li><li>2</li>");
    // Only this module makes markup: a string cannot be passed off as one, and a plain object is refused.
    expect(() => new Html(Symbol("html") as never, "<raw>")).toThrow(TypeError);
    expect(() => html`${{ toString: () => "<raw>" } as never}`).toThrow(TypeError);
  });

  it("prints an optional attribute only when it has a value", () => {
    expect(`${attr("data-x", null)}${attr("data-x", undefined)}${attr("data-x", false)}`).toBe("");
    expect(attr("hidden", true).toString()).toBe(" hidden");
    expect(attr("title", `a "b" <c>`).toString()).toBe(' title="a &quot;b&quot; &lt;c&gt;"');
    expect(attr("data-n", 0).toString()).toBe(' data-n="0"');
    // A URL attribute written by attr() (MarkupElement's attributes) refuses what a template refuses.
    expect(attr("href", "javascript:alert(1)").toString()).toBe(' href="#"');
    expect(attr("action", " JavaScript:alert(1)").toString()).toBe(' action="#"');
    expect(attr("href", "/judgments/7?full=1#description").toString()).toBe(' href="/judgments/7?full=1#description"');
    expect(attr("data-href", "javascript:alert(1)").toString()).toBe(' data-href="javascript:alert(1)"');
  });
});

describe("URLs in markup", () => {
  it("keep relative, http(s), mailto and tel URLs, and turn any other scheme into #, as React blocks javascript: URLs", () => {
    for (const url of [
      "/terms",
      "#main",
      "terms?x=1",
      "https://example.com/a?b=1&c=2",
      "http://x.test",
      "mailto:a@b.test",
      "tel:+15550100",
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
    for (const url of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<b>", "vbscript:x"]) {
      expect(safeUrl(url)).toBe("#");
    }
  });

  it("are checked wherever a template places one in an href, src, action or formaction attribute", () => {
    const bad = "javascript:alert(document.cookie)";
    expect(html`<a href="${bad}">x</a><img src="${bad}"><form action="${bad}"></form>`.toString()).toBe(
      '<a href="#">x</a><img src="#"><form action="#"></form>',
    );
    expect(html`<a title="${bad}" href="${"/a?b=1&c=2"}">x</a>`.toString()).toBe(
      '<a title="javascript:alert(document.cookie)" href="/a?b=1&amp;c=2">x</a>',
    );
  });

  it("are checked on every call of the same template (which slots hold a URL is worked out once per template)", () => {
    const link = (title: string, url: string) => html`<a title="${title}" href="${url}">${title}</a>`;
    expect(link("one", "/judgments/1").toString()).toBe('<a title="one" href="/judgments/1">one</a>');
    expect(link("javascript:x", "javascript:alert(1)").toString()).toBe('<a title="javascript:x" href="#">javascript:x</a>');
    // Markup in a URL slot is placed as it is, as before (it is ours); a number is printed; a list is refused.
    expect(link("n", 5 as unknown as string).toString()).toBe('<a title="n" href="5">n</a>');
    expect(() => link("l", ["javascript:alert(1)"] as unknown as string)).toThrow(TypeError);
  });

  it("works out a URL slot on each call when the strings are not a template's own (they could change)", () => {
    const strings = Object.assign(['<a title="', '">x</a>'], { raw: ['<a title="', '">x</a>'] });
    const template = strings as unknown as TemplateStringsArray;
    expect(html(template, "javascript:alert(1)").toString()).toBe('<a title="javascript:alert(1)">x</a>');
    strings[0] = '<a href="';
    expect(html(template, "javascript:alert(1)").toString()).toBe('<a href="#">x</a>');
  });
});

describe("a select's options", () => {
  const states = [
    { id: 48, name: "Texas" },
    { id: 6, name: "<California>" },
  ];

  it("marks the chosen value only, the empty option when nothing is chosen, and escapes the names", () => {
    expect(optionsHtml("All states", states, "48").toString()).toBe(
      '<option value="">All states</option><option value="48" selected="">Texas</option><option value="6">&lt;California&gt;</option>',
    );
    expect(optionsHtml("All states", states, "").toString()).toBe(
      '<option value="" selected="">All states</option><option value="48">Texas</option><option value="6">&lt;California&gt;</option>',
    );
    expect(optionsHtml("Any", [], "99").toString()).toBe('<option value="">Any</option>');
  });

  it("marks each call's own choice on a list whose options are kept: one after another, the last, none, an unknown one", () => {
    // Frozen, as the shared lists are (app/domain/packed-list.ts): their options are kept.
    const counties = Object.freeze([
      { id: 1, name: "Adams" },
      { id: 2, name: "Bexar" },
      { id: 3, name: "Cass & Co" },
    ]);
    const marked = (selected: string) =>
      [
        ...optionsHtml("Any county", counties, selected)
          .toString()
          .matchAll(/<option value="(\d*)" selected="">/g),
      ].map((m) => m[1]);
    expect(marked("2")).toEqual(["2"]);
    expect(marked("3")).toEqual(["3"]);
    expect(marked("1")).toEqual(["1"]);
    expect(marked("")).toEqual([""]);
    expect(marked("99")).toEqual([]);
    expect(optionsHtml("Any county", counties, "3").toString()).toBe(
      '<option value="">Any county</option><option value="1">Adams</option><option value="2">Bexar</option><option value="3" selected="">Cass &amp; Co</option>',
    );
  });

  it("makes a list that can change anew each time: a change after one page shows on the next", () => {
    const counties = [
      { id: 1, name: "Adams" },
      { id: 2, name: "Bexar" },
    ];
    expect(optionsHtml("Any", counties, "2").toString()).toContain('<option value="2" selected="">Bexar</option>');
    counties.unshift({ id: 9, name: "Zavala" });
    expect(optionsHtml("Any", counties, "2").toString()).toBe(
      '<option value="">Any</option><option value="9">Zavala</option><option value="1">Adams</option><option value="2" selected="">Bexar</option>',
    );
  });
});

const row = browseListing;

const table = (rows: BrowseListing[]) => judgmentTableHtml(rows, "Judgments").toString();

describe("the browse rows", () => {
  it("show a judgment's title, place, amounts, share and dates in their cells", () => {
    const out = table([row()]);
    expect(out).toContain(
      '<tr data-testid="judgment-row" data-judgment-id="7" data-kind="judgment"><td class="t"><a href="/judgments/7" data-testid="judgment-title" class="jt-title">Smith v. Jones</a>' +
        '<p class="jt-place" data-testid="judgment-place">Harris, Texas</p></td>' +
        '<td class="p" data-testid="judgment-state"><abbr title="Texas">TX</abbr><span class="sr-only"> (Texas)</span></td>' +
        '<td class="p" data-testid="judgment-county">Harris</td>' +
        '<td class="n m jt-amount" data-label="Judgment amount" data-testid="judgment-amount">$12,345</td>' +
        '<td class="n m" data-label="Asking price"><span class="jt-price" data-testid="judgment-price">$6,000</span></td>' +
        '<td class="n" data-label="% of amount"><span data-testid="judgment-share">48.6%</span></td>' +
        '<td data-label="Awarded">03/04/2025</td><td data-label="Listed">11/02/2026</td></tr>',
    );
    expect(out).not.toContain("est. balance");
  });

  it("mark a highlighted, emboldened, first-look row near its deadline, with its Buy Now price, facts and balance share", () => {
    const out = table([
      row({
        highlight: true,
        embolden: true,
        firstLook: true,
        deadline: "near",
        buyNowCents: 700_000,
        highlights: ["Litigated", "Debtor owns real estate"],
        balanceShareBps: 4012,
      }),
    ]);
    expect(out).toContain('data-highlighted="true" class="hl"');
    expect(out).toContain('class="jt-title b"');
    expect(out).toContain('data-testid="first-look-badge"');
    expect(out).toContain('<span class="tag ml-2 tag-near" data-testid="judgment-deadline">Deadline near</span>');
    expect(out).toContain('<span class="jt-buy-now" data-testid="judgment-buy-now">Buy Now $7,000</span>');
    expect(out).toContain('<p class="jt-facts" data-testid="judgment-facts">Litigated · Debtor owns real estate</p>');
    expect(out).toContain('data-testid="judgment-balance-share">40.1% of est. balance</span>');
    expect(out).toContain("how it is made");
  });

  it("link a portfolio to its page with its mark and its places counted", () => {
    const out = table([
      row({
        id: 9,
        kind: "portfolio",
        portfolioSize: 3,
        stateName: null,
        stateAbbreviation: null,
        countyName: null,
        stateCount: 2,
        countyCount: 3,
        dateAwarded: null,
      }),
    ]);
    expect(out).toContain('<a href="/portfolios/9" data-testid="judgment-title" class="jt-title">');
    expect(out).toContain('<span class="tag tag-portfolio ml-2" data-testid="portfolio-tag">Portfolio · 3 judgments</span>');
    expect(out).toContain('<td class="p" data-testid="judgment-state">2 states</td><td class="p" data-testid="judgment-county">—</td>');
    expect(out).toContain('<td data-label="Awarded">—</td>');
  });

  it("never turn a seller's title or place into markup", () => {
    const out = table([row({ title: `<img src=x onerror="alert(1)">`, countyName: "<script>" })]);
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script>");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});

describe("the footer", () => {
  it("names the brand, links the resources pages and customer service, and escapes what the configuration says", () => {
    const branding = { ...loadBranding({}), name: "Judgments & <Co>" };
    const out = footerHtml(branding, 2026).toString();
    for (const href of ["/about", "/how-to-buy", "/how-to-sell", "/market", "/faq", "/contact-us", branding.terms_link, branding.pp_link]) {
      expect(out).toContain(`href="${href}"`);
    }
    expect(out).toContain("© 2016–2026 Judgments &amp; &lt;Co&gt;. All rights reserved.");
    expect(out).not.toContain("<Co>");
    expect(out).toContain(`href="mailto:${branding.csemail}"`);
    expect(footerHtml({ ...branding, twitter_link: null, facebook_link: null }, 2026).toString()).not.toContain("Follow us");
  });
});

describe("the marks drawn both ways", () => {
  // React draws them on the judgment page and the dashboards, the markup in the browse rows: the same look.
  const react = (element: Parameters<typeof renderToString>[0]) => renderToString(element).replace(/<!-- -->/g, "");

  it("the first-look badge", () => {
    expect(firstLookBadgeHtml("ml-2").toString()).toBe(react(createElement(FirstLookBadge, { className: "ml-2" })));
    expect(firstLookBadgeHtml().toString()).toBe(react(createElement(FirstLookBadge)));
  });

  it("the portfolio tag", () => {
    expect(portfolioTagHtml(3, "ml-2")?.toString()).toBe(react(createElement(PortfolioTag, { size: 3, className: "ml-2" })));
    expect(portfolioTagHtml(1)?.toString()).toBe(react(createElement(PortfolioTag, { size: 1 })));
    expect(portfolioTagHtml(null)).toBeNull();
    expect(react(createElement(PortfolioTag, { size: null }))).toBe("");
  });
});

describe("the search form's places", () => {
  const states = [
    { id: 6, name: "California", abbreviation: "CA" },
    { id: 48, name: "Texas", abbreviation: "TX" },
  ];
  const counties = [
    { id: 48201, name: "Harris" },
    { id: 48113, name: "Dallas" },
  ];
  const render = (values: Record<string, string>, errors: Record<string, string[]> | null = null) =>
    searchFormSectionHtml({
      action: "/judgments/search",
      values,
      errors,
      states,
      counties,
      sort: "newest",
      clearUrl: null,
      shareUrl: null,
    }).toString();

  it("marks the chosen state and county, and names the county list the state select controls", () => {
    const out = render({ state_id: "48", county_id: "48113" });
    expect(out).toContain('<option value="48" selected="">Texas</option>');
    expect(out).toContain('<option value="48113" selected="">Dallas</option>');
    expect(out).toContain('<option value="6">California</option>');
    expect(out).toMatch(
      /<select id="search-state_id" name="state_id" class="input" aria-controls="search-county_id" data-enhance="county-select"/,
    );
    expect(out).toContain('<option value="">All states</option>');
    expect(out).toMatch(/<select id="search-county_id"[^>]*><option value="">[^<]*<\/option><option value="48201">Harris/);
  });

  it("chooses no state or county when none is given, and keeps the field's error beside it", () => {
    const out = render({}, { state_id: ["Please choose a state from the list."] });
    expect(out).toContain('<option value="" selected="">All states</option>');
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain("Please choose a state from the list.");
  });
});

describe("the home page's cards and the browse page's featured band", () => {
  const judgment: JudgmentCardData = {
    id: 41,
    kind: "judgment",
    portfolioSize: null,
    title: 'Unpaid <script>alert("x")</script> invoice',
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

  it("a judgment's card: its title escaped and linked, its place, amounts, share of the amount, listing date and marks", () => {
    const card = judgmentCardHtml(judgment).toString();
    expect(card).toMatch(/^<article aria-labelledby="judgment-41-title" data-testid="featured-judgment" class="card [^"]*">/);
    expect(card).toContain('<h3 id="judgment-41-title" class="mt-2 text-lg font-semibold leading-snug"><a href="/judgments/41"');
    expect(card).toContain("Unpaid &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; invoice</a>");
    expect(card).not.toContain("<script>");
    expect(card).toContain('<abbr title="California" class="no-underline">CA</abbr>');
    expect(card).toContain(">Alameda, California</p>");
    expect(card).toContain(">$25,000</dd>");
    expect(card).toContain(">$5,000</dd>");
    expect(card).toContain("<span>20% of the judgment amount</span>");
    expect(card).toContain("<span>Listed 03/15/2026</span>");
    expect(card).toContain(">Featured</span>");
    expect(card).not.toContain("first-look-badge");
    expect(card).not.toContain("portfolio-tag");
  });

  it("a portfolio's card links to the portfolio and says how many judgments; no date or state title when there is none", () => {
    const card = judgmentCardHtml({
      ...judgment,
      kind: "portfolio",
      portfolioSize: 5,
      stateName: null,
      stateAbbreviation: null,
      countyName: null,
      stateCount: 3,
      countyCount: 4,
      listedAt: null,
      featured: false,
      firstLook: true,
    }).toString();
    expect(card).toContain('<a href="/portfolios/41"');
    expect(card).toContain(String(portfolioTagHtml(5)));
    expect(card).toContain(firstLookBadgeHtml("ml-auto shrink-0").toString());
    expect(card).toContain('<abbr class="no-underline">3 states</abbr>');
    expect(card).not.toContain("Listed");
    expect(card).not.toContain(">Featured<");
  });

  it("cards are list items, in order", () => {
    const cards = judgmentCardsHtml([judgment, { ...judgment, id: 42 }]).toString();
    expect(cards.match(/<li class="flex"><article /g)).toHaveLength(2);
    expect(cards.indexOf("judgment-41-title")).toBeLessThan(cards.indexOf("judgment-42-title"));
  });

  it("the featured band's cards: title escaped and linked, the first look mark, price for amount", () => {
    const band = featuredCardsHtml([
      { id: 7, title: "A <b>bold</b> title", place: "Travis County, Texas", priceCents: 120_000, amountCents: 1_000_000, firstLook: true },
      { id: 8, title: "Plain", place: "Texas", priceCents: 100, amountCents: 200, firstLook: false },
    ]).toString();
    expect(band.match(/data-testid="featured-listing"/g)).toHaveLength(2);
    expect(band).toContain('<a href="/judgments/7" class="line-clamp-2 font-semibold">A &lt;b&gt;bold&lt;/b&gt; title</a>');
    expect(band.match(/first-look-badge/g)).toHaveLength(1);
    expect(band).toContain(
      '<span class="font-semibold tabular-nums">$1,200</span><span class="text-slate-600"> for a $10,000 judgment</span>',
    );
    expect(band).toContain('<p class="mt-1 text-sm text-slate-600">Travis County, Texas</p>');
  });
});

describe("the search form as markup", () => {
  const base = {
    action: "/judgments/search",
    values: {},
    errors: null,
    states: [{ id: 48, name: "Texas", abbreviation: "TX" }],
    counties: [],
    sort: "newest",
    clearUrl: null,
    shareUrl: null,
  };
  const form = (props: Partial<Parameters<typeof searchFormHtml>[0]>) => searchFormHtml({ ...base, ...props }).toString();

  it("posts without the browser's validation, keeps the sort, and holds nothing a member typed as markup", () => {
    const out = form({ values: { name: '"><script>alert(1)</script>', price_min: "5'000" }, sort: 'price_low"' });
    expect(out).toContain(
      '<form class="mt-4 space-y-5" noValidate="" data-testid="search-form" data-discover="true" action="/judgments/search" method="post">',
    );
    expect(out).toContain('<input type="hidden" name="sort" value="price_low&quot;"/>');
    expect(out).toContain('name="name" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(out).toContain('name="price_min" value="5&#39;000"/>');
    expect(out).not.toContain("<script>");
  });

  it("marks a field in error, lists its messages and says so above the form; a field in the more filters opens them", () => {
    const out = form({ values: { judgment_min: "abc" }, errors: { judgment_min: ["Enter a dollar amount."] } });
    expect(out).toContain('data-testid="search-errors"');
    expect(out).toContain('aria-invalid="true" aria-describedby="search-judgment_min-errors" name="judgment_min" value="abc"/>');
    expect(out).toContain(
      '<ul id="search-judgment_min-errors" class="mt-1 space-y-0.5 text-sm text-red-700" data-testid="search-judgment_min-errors"><li>Enter a dollar amount.</li></ul>',
    );
    expect(out).toMatch(/<details [^>]* open="" data-testid="more-filters">/);
    const plain = form({});
    expect(plain).not.toContain("search-errors");
    expect(plain).not.toContain("aria-invalid");
    expect(plain).toMatch(/<details class="[^"]*" data-testid="more-filters">/);
  });

  it("shows the chosen list item, the ticked boxes and the dates as a date input takes them", () => {
    const out = form({
      values: {
        court_type: "federal",
        near_deadline: "1",
        portfolios: "1",
        judgment_date_start: "3/7/2020",
        listing_date_end: "13/45/2020",
      },
    });
    expect(out).toContain('<option value="federal" selected="">Federal court</option>');
    expect(out).toContain('<select id="search-court_type" name="court_type" class="input"><option value="">Any</option>');
    expect(out).toContain('<select id="search-litigation" name="litigation" class="input"><option value="" selected="">Any</option>');
    expect(out).toContain('name="near_deadline" checked="" value="1"/>');
    expect(out).toContain('aria-describedby="search-portfolios-hint" name="portfolios" checked="" value="1"/>');
    expect(out).toContain('name="verified" value="1"/>');
    expect(out).toContain('name="judgment_date_start" value="2020-03-07"/>');
    expect(out).toContain('name="listing_date_end" value=""/>');
  });

  it("offers Clear and Share only for a search applied, their URLs escaped", () => {
    expect(form({})).not.toContain("clear-search");
    const out = form({ clearUrl: "/judgments/search/clear", shareUrl: "/judgments?state=TX&price_min=5000" });
    expect(out).toContain(
      '<a class="btn-secondary" data-testid="clear-search" href="/judgments/search/clear" data-discover="true">Clear search</a>',
    );
    expect(out).toContain('href="/judgments?state=TX&amp;price_min=5000" data-discover="true">Share this search</a>');
  });
});

describe("the judgment page's two tables as markup", () => {
  it("the court details: what the seller typed is text, an empty courthouse N/A, an unlisted judgment says so", () => {
    const out = renderToString(
      createElement(DetailInfoTable, {
        judgment: {
          state: { name: "Texas" },
          county: { name: "Harris" },
          courthouse: null,
          casenum: '<img src=x onerror="alert(1)">',
          amountCents: 1_250_000,
          dateAwarded: "2021-06-30",
          listedAt: null,
        } as never,
      }),
    );
    expect(out).toContain(
      '<td class="px-5 py-2.5 font-medium text-slate-900 sm:px-6" data-testid="info-casenum">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</td>',
    );
    expect(out).not.toContain("<img");
    expect(out).toContain('data-testid="info-courthouse">N/A</td>');
    expect(out).toContain('data-testid="info-amount">$12,500</td>');
    expect(out).toContain('data-testid="info-awarded">06/30/2021</td>');
    expect(out).toContain('data-testid="info-listed">Not listed yet</td>');
    expect(out.match(/<tr><th scope="row"/g)).toHaveLength(7);
  });

  it("the collectability facts: the date of entry before the last renewal, what was not stated in grey", () => {
    const out = factRowsHtml(
      {
        courtType: "state",
        debtType: null,
        litigation: null,
        statedRatePercent: null,
        lastRenewedOn: "2024-01-02",
        debtorType: null,
        debtorRealEstate: true,
        debtorEmployed: null,
        debtorBankAccount: null,
        debtorVehicles: null,
        debtorAttorney: null,
      } as never,
      "2019-03-15",
    ).toString();
    expect(out).toContain('<td class="px-5 py-2 font-medium sm:px-6 text-slate-900" data-testid="fact-court-type">State court</td>');
    expect(out).toContain('<td class="px-5 py-2 font-medium sm:px-6 text-slate-500" data-testid="fact-debt-type">Not stated</td>');
    expect(out.indexOf('data-testid="fact-date-of-entry">03/15/2019<')).toBeGreaterThan(-1);
    expect(out.indexOf("fact-date-of-entry")).toBeLessThan(out.indexOf("fact-last-renewed-on"));
    expect(out).toContain('data-testid="fact-last-renewed-on">01/02/2024</td>');
  });
});
