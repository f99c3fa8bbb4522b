// The navbar as markup (app/components/layout/nav-html.ts), one writer for every page's <header>: a
// member's name and handle and the brand are escaped wherever they land (the logo, its link's label,
// the user menu twice), and React's page (the Navbar placing the markup) is the writer's markup, for
// a visitor, a member with unread messages and things waiting on them, and an administrator. Its
// bytes were compared with React's former rendering of the same navbar on the demo data's pages
// (decision 0062); this holds the writer and its placer to each other.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { markupElementHtml } from "~/components/html/markup-element";
import { headerElement, headerHtml } from "~/components/layout/nav-html";
import { Navbar } from "~/components/layout/navbar";
import type { RootData } from "~/components/ui/root-data";
import { renderAsPage, visitorRootData as visitor } from "../support/root-render";

const HOSTILE = `"><script>alert(1)</script>`;

function member(name: string, handle: string, more: Partial<RootData> = {}): RootData {
  const user = {
    id: 7,
    name,
    handle,
    email: "sam@example.com",
    email_verified_at: null,
    phone_verified_at: null,
    has_payout_account: false,
    created_at: "2026-01-01T00:00:00Z",
  };
  return { ...visitor, user, ...more };
}

const react = (path: string, props: RootData) => renderAsPage(path, createElement(Navbar, { props }), null, props);
const written = (path: string, props: RootData) => String(markupElementHtml(headerElement(props, path)));

describe("the navbar's writer", () => {
  it("escapes a member's name and the brand", () => {
    const props = member(`Sam ${HOSTILE}`, "sam", { branding: { ...visitor.branding, name: `Brand ${HOSTILE}` } });
    const markup = written("/home", props);
    expect(markup).not.toContain("<script>");
    expect(markup).toContain("Sam &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(markup).toContain('aria-label="Brand &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; home"');
    expect(markup).toContain('<span class="text-xs text-slate-500">@<!-- -->sam</span>');
    expect(react("/home", props)).toBe(markup);
  });

  const pages = ["/", "/judgments", "/judgments/42", "/home", "/messages", "/selling", "/sell", "/sell/judgment", "/admin", "/users/sam"];
  const people: [who: string, props: RootData, check: (markup: string) => void][] = [
    ["a visitor", visitor, (markup) => expect(markup).toContain('<a href="/login" class="nav-link">Sign In</a>')],
    [
      "a member with unread messages",
      member("Sam Seller", "samseller", { unread_messages: 3, needs_you: 2 }),
      (markup) => {
        expect(markup).toContain('aria-label="3 unread" class="ml-1 inline-flex');
        expect(markup).toContain('data-testid="needs-you-badge" aria-label="2 waiting on you"');
        expect(markup).toContain('<form class="border-t border-slate-100" data-discover="true" action="/logout" method="post">');
      },
    ],
    [
      "an administrator",
      member("", "ada", { permissions: ["review-listings"], unread_messages: 1 }),
      (markup) => {
        expect(markup).toContain('data-testid="manage-menu" data-enhance="menu"');
        expect(markup).toContain('<span class="font-semibold text-slate-900">@ada</span>');
      },
    ],
  ];
  for (const [who, props, check] of people) {
    it(`is React's page for ${who}, on each kind of page`, () => {
      for (const path of pages) {
        const markup = written(path, props);
        expect(react(path, props)).toBe(markup);
        expect(markup.includes('href="/judgments" class="nav-link-active" aria-current="page"')).toBe(path.startsWith("/judgments"));
        expect(markup.includes('href="/sell" class="btn-accent')).toBe(!/^\/sell(\/|$)/.test(path));
        check(markup);
      }
      expect(headerHtml(props, "/judgments")).toBe(written("/judgments", props));
    });
  }
});
