// The navbar of the buyer spec's Navigation section. Its links are plain anchors (a full page
// load, as from a search engine): React Router's <Link> costs hooks on every page's server render,
// twice over here since the phone menu repeats the items (docs/decisions/0025-render-cost.md).
import { Form, useLocation } from "react-router";
import { Constant, constantHtml, type ConstantMarkup, type ConstantProps } from "~/components/constant-markup";
import { unreadBadgeLook } from "~/components/messages/unread-look";
import type { RootData } from "~/components/ui/root-data";
import { Dropdown, menuItemClass } from "./dropdown";
import { Logo } from "./logo";

const resources = [
  { to: "/about", label: "About Us" },
  { to: "/how-to-buy", label: "How to Buy" },
  { to: "/how-to-sell", label: "How to Sell" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact-us", label: "Contact Us" },
];

// The spec's four, the disputes and the judgment rules; the overview, banned words and enhancements are reached from the admin pages' tabs.
const manage = [
  { to: "/admin/judgments/pending", label: "Pending Judgments" },
  { to: "/admin/messages", label: "Pending Messages" },
  { to: "/admin/assignments", label: "Pending Assignments" },
  { to: "/admin/disputes", label: "Disputes" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/judgment-rules", label: "Judgment Rules" },
];

/** Whether `pathname` is `base` or a page under it: the navbar's one rule for "this section". */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A top-level link, marked as the current page on its own path and the pages under it. */
function NavAnchor({ to, pathname, children }: { to: string; pathname: string; children: React.ReactNode }) {
  const active = isUnder(pathname, to);
  return (
    <a href={to} className={active ? "nav-link-active" : "nav-link"} aria-current={active ? "page" : undefined}>
      {children}
    </a>
  );
}

/** The unread count; the enhancement script updates it when /messages marks one read (data-enhance). */
export function UnreadBadge({ count }: { count: number }) {
  const look = unreadBadgeLook(count);
  return (
    <span data-testid="unread-badge" data-enhance="unread-badge" aria-label={look.label} className={look.className}>
      {count}
    </span>
  );
}

/** How many things wait on the member ("Needs you" on /home: docs/decisions/0043-needs-you.md); shown only when some do. */
function NeedsYouBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="needs-you-badge"
      aria-label={`${count} waiting on you`}
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white"
    >
      {count}
    </span>
  );
}

/** What the navbar shows: a visitor's is the same for every visitor (brand and blog link aside). */
type NavFacts = {
  user: { name: string; handle: string } | null;
  isAdmin: boolean;
  brandName: string;
  blogLink: string | null;
  unread: number;
  needsYou: number;
};

function navFacts({ user, permissions, branding, unread_messages, needs_you }: RootData): NavFacts {
  return {
    user: user && { name: user.name, handle: user.handle },
    isAdmin: permissions.includes("review-listings"),
    brandName: branding.name,
    blogLink: branding.blog_link,
    unread: unread_messages,
    needsYou: needs_you,
  };
}

/** The navbar's items; `inline` in the phone menu, where its dropdowns open in place. */
function NavItems({ facts, pathname, inline = false }: { facts: NavFacts; pathname: string; inline?: boolean }) {
  const onSell = isUnder(pathname, "/sell");
  const { user, isAdmin, blogLink, unread, needsYou } = facts;
  return (
    <>
      {user && (
        <NavAnchor to="/home" pathname={pathname}>
          Dashboard
          <NeedsYouBadge count={needsYou} />
        </NavAnchor>
      )}
      <NavAnchor to="/judgments" pathname={pathname}>
        Browse Judgments
      </NavAnchor>
      {user && (
        <NavAnchor to="/messages" pathname={pathname}>
          Messages
          <UnreadBadge count={unread} />
        </NavAnchor>
      )}
      {isAdmin && (
        <Dropdown label="Manage" testId="manage-menu" inline={inline}>
          {manage.map((item) => (
            <a key={item.to} href={item.to} className={menuItemClass}>
              {item.label}
            </a>
          ))}
        </Dropdown>
      )}
      <Dropdown label="Resources" testId="resources-menu" inline={inline}>
        {resources.map((item) => (
          <a key={item.to} href={item.to} className={menuItemClass}>
            {item.label}
          </a>
        ))}
      </Dropdown>
      {blogLink && (
        <a href={blogLink} className="nav-link">
          Blog
        </a>
      )}
      {!onSell && (
        <a href="/sell" className={inline ? "btn-accent" : "btn-accent ml-1"}>
          Sell
        </a>
      )}
    </>
  );
}

function UserMenu({ user, inline = false }: { user: NavFacts["user"]; inline?: boolean }) {
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <a href="/login" className="nav-link">
          Sign In
        </a>
        <a href="/register" className="btn-primary">
          Register
        </a>
      </div>
    );
  }
  return (
    <Dropdown
      align="right"
      inline={inline}
      testId="user-menu"
      label={
        <span className="flex flex-col items-start leading-tight">
          {/* A member who has not given a name yet (the short account form) shows the handle alone. */}
          <span className="font-semibold text-slate-900">{user.name || `@${user.handle}`}</span>
          {user.name && <span className="text-xs text-slate-500">@{user.handle}</span>}
        </span>
      }
    >
      <a href="/home" className={menuItemClass}>
        Dashboard
      </a>
      <a href="/selling" className={menuItemClass}>
        My Selling Dashboard
      </a>
      <a href="/profile" className={menuItemClass}>
        My Settings
      </a>
      <a href="/searches" className={menuItemClass}>
        Saved Searches
      </a>
      <a href="/buy-requests" className={menuItemClass}>
        Buy Requests
      </a>
      <a href="/notifications" className={menuItemClass}>
        Notifications
      </a>
      <a href="/payouts" className={menuItemClass}>
        Payouts
      </a>
      <a href={`/users/${user.handle}`} className={menuItemClass}>
        My Public Page
      </a>
      <a href="/feedback" className={menuItemClass}>
        Feedback
      </a>
      <Form method="post" action="/logout" className="border-t border-slate-100">
        <button type="submit" className={menuItemClass}>
          Sign Out
        </button>
      </Form>
    </Dropdown>
  );
}

const HEADER = { className: "sticky top-0 z-20 border-b border-slate-200 bg-white" };

export function Navbar({ props }: { props: RootData }) {
  const { pathname } = useLocation();
  const facts = navFacts(props);
  if (facts.user) {
    return (
      <header {...HEADER}>
        <Nav facts={facts} pathname={pathname} />
      </header>
    );
  }
  return <Constant {...visitorHeader(facts, pathname)} />;
}

/**
 * A visitor's navbar differs only by which of its links is the current page: constant markup
 * (app/components/constant-markup.tsx), keyed by that and the brand.
 */
function visitorHeader(facts: NavFacts, pathname: string): ConstantProps<{ facts: NavFacts; pathname: string }> {
  return { as: "header", attrs: HEADER, component: Nav, props: { facts, pathname: visitorSection(pathname) } };
}

/**
 * A visitor's <header> as markup, for a document written without React (server/visitor-pages.ts): the
 * markup the component above places on a page that does not hydrate.
 */
export function visitorHeaderHtml(markupOf: ConstantMarkup, props: RootData, pathname: string): string {
  return constantHtml(markupOf, visitorHeader(navFacts(props), pathname));
}

/** The part of the path a visitor's navbar shows: Browse Judgments current, the Sell button hidden, or neither. */
function visitorSection(pathname: string): string {
  if (isUnder(pathname, "/judgments")) return "/judgments";
  if (isUnder(pathname, "/sell")) return "/sell";
  return "/";
}

/** Inside the <header>. */
function Nav({ facts, pathname }: { facts: NavFacts; pathname: string }) {
  return (
    <nav aria-label="Main" className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
      <a href={facts.user ? "/home" : "/"} className="no-underline" aria-label={`${facts.brandName} home`}>
        <Logo name={facts.brandName} />
      </a>
      <div className="hidden items-center gap-1 lg:flex">
        <NavItems facts={facts} pathname={pathname} />
      </div>
      <div className="hidden lg:block">
        <UserMenu user={facts.user} />
      </div>
      {/* The phone menu: one panel over the page, below the header, scrolling on its own when
            taller than the screen; its dropdowns open inside it. */}
      <details className="group/phone-menu lg:hidden" data-testid="mobile-menu">
        <summary className="cursor-pointer rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Menu">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 group-open/phone-menu:hidden">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-6 w-6 group-open/phone-menu:block">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </summary>
        <div className="phone-menu-panel" data-testid="mobile-menu-panel">
          <NavItems facts={facts} pathname={pathname} inline />
          <div className="mt-2 border-t border-slate-100 pt-2">
            <UserMenu user={facts.user} inline />
          </div>
        </div>
      </details>
    </nav>
  );
}
