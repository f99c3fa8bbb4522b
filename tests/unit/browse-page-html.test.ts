// The browse page's markup (app/components/judgments/browse-page-html.ts), which both writers place
// (the React component and a cookie-less visitor's page written without React Router): every value a
// visitor can put in the URL, and every listing's text, is escaped wherever it lands, and a URL that
// is not a safe kind never becomes a link.
import { describe, expect, it } from "vitest";
import { browseMainHtml, browseMeta } from "~/components/judgments/browse-page-html";
import type { BrowseListing, BrowsePageData } from "~/components/judgments/browse-types";
import { packCounties, packStates } from "~/domain/packed-list";
import { browseListing } from "../support/browse-listing";

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>'`;

/** A listing whose every text a seller typed or the place names is hostile. */
const row = (): BrowseListing =>
  browseListing({ title: HOSTILE, countyName: HOSTILE, highlight: true, balanceShareBps: 4000, highlights: [HOSTILE] });

function page(overrides: Partial<BrowsePageData> = {}): BrowsePageData {
  return {
    heading: `Judgments For Sale in ${HOSTILE}`,
    basePath: "/judgments/by_county/48201",
    place: { stateId: 48, stateName: HOSTILE, countyId: 48201, countyName: HOSTILE },
    form: { values: { name: HOSTILE }, errors: { price_min: [HOSTILE] }, source: "query", active: true, summary: [HOSTILE] },
    states: packStates([{ id: 48, name: "Texas", abbreviation: "TX" }]),
    counties: packCounties([{ id: 48201, name: "Harris County" }]),
    sort: "newest",
    sortOptions: [{ value: "newest", label: "Newest listed" }],
    filterParams: [["name", HOSTILE]],
    shareUrl: `/judgments?name=${HOSTILE}`,
    saveSearch: { params: [["name", HOSTILE]], signedIn: true, newUrl: `/searches/new?name=${HOSTILE}`, suggestedName: HOSTILE },
    clearUrl: "/judgments/by_county/48201",
    featured: [{ id: 3, title: HOSTILE, place: HOSTILE, priceCents: 100_000, amountCents: 500_000, firstLook: false }],
    results: {
      rows: [row()],
      from: 1,
      to: 1,
      total: { count: 1, capped: false },
      page: 2,
      pageCount: 2,
      links: [
        { page: 1, url: "javascript:alert(3)", active: false },
        { page: 2, url: "/judgments?page=2", active: true },
      ],
      more: false,
      previousUrl: "javascript:alert(4)",
      nextUrl: null,
      firstPageUrl: "/judgments",
      tooDeep: false,
    },
    ...overrides,
  };
}

describe("the browse page's markup", () => {
  it("escapes every value from the URL and the listings, in text and in attributes", () => {
    const markup = browseMainHtml(page()).toString();
    expect(markup).not.toMatch(/<script|<img|onerror=alert\(2\)>/);
    // No attribute is closed early: every double quote of a value is written &quot;.
    expect(markup).not.toContain('"><script');
    expect(markup).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&#39;");
    expect(markup).toContain(`<input type="hidden" name="name" value="&quot;&gt;&lt;script&gt;`);
    expect(markup).toContain(
      `<input id="save-search-name" type="text" required="" maxLength="80" class="input" name="search_name" value="&quot;&gt;`,
    );
  });

  it("writes a URL of an unsafe kind as #, never as a link to run", () => {
    const markup = browseMainHtml(page()).toString();
    expect(markup).not.toContain("javascript:");
    expect(markup).toContain('rel="prev" href="#"');
  });

  it("sends a visitor to sign in first, the save form's address encoded in the link back", () => {
    const saveSearch = { params: [] as [string, string][], signedIn: false, newUrl: `/searches/new?name=${HOSTILE}`, suggestedName: "" };
    const markup = browseMainHtml(page({ saveSearch })).toString();
    expect(markup).toContain(`href="/login?redirectTo=${encodeURIComponent(saveSearch.newUrl).replaceAll("'", "&#39;")}"`);
    expect(markup).not.toContain('data-testid="save-search-form"');
  });

  it("opens the filters when a filter was refused, and says how many were not applied", () => {
    const refused = browseMainHtml(page()).toString();
    expect(refused).toContain('<details class="filters-panel" open="" data-testid="filters-panel">');
    expect(refused).toContain(" · 1 filter not applied</span>");
    const fine = browseMainHtml(page({ form: { ...page().form, errors: null } })).toString();
    expect(fine).toContain('<details class="filters-panel" data-testid="filters-panel">');
  });

  it("names a state's or county's page in its description, every other page by the catalogue's", () => {
    const root = [{ id: "root", loaderData: { branding: { name: "Brand" } } }];
    expect(browseMeta(page({ heading: "Judgments For Sale in Texas" }), root)).toEqual([
      { title: "Judgments For Sale in Texas | Brand" },
      { name: "description", content: "Judgments For Sale in Texas: active listings." },
    ]);
    expect(browseMeta(page({ heading: "Judgments For Sale", place: null }), root)[1]).toEqual({
      name: "description",
      content: expect.stringContaining("Browse and search US court money judgments for sale"),
    });
  });
});
