// The navbar of the buyer spec's Navigation section.
import { Form, Link, NavLink, useLocation } from "react-router";
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

// The spec's four; the overview, banned words and enhancements are reached from the admin pages' tabs.
const manage = [
  { to: "/admin/judgments/pending", label: "Pending Judgments" },
  { to: "/admin/messages", label: "Pending Messages" },
  { to: "/admin/assignments", label: "Pending Assignments" },
  { to: "/admin/users", label: "Users" },
];

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? "nav-link-active" : "nav-link");

export function UnreadBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="unread-badge"
      aria-label={`${count} unread`}
      className={`ml-1 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold ${count > 0 ? "bg-red-600 text-white" : "bg-slate-100 text-slate-500"}`}
    >
      {count}
    </span>
  );
}

function NavItems({ props, onSell }: { props: RootData; onSell: boolean }) {
  const { user, permissions, branding, unread_messages } = props;
  const isAdmin = permissions.includes("review-listings");
  return (
    <>
      {user && (
        <NavLink to="/home" className={linkClass}>
          Dashboard
        </NavLink>
      )}
      <NavLink to="/judgments" className={linkClass}>
        Browse Judgments
      </NavLink>
      {user && (
        <NavLink to="/messages" className={linkClass}>
          Messages
          <UnreadBadge count={unread_messages} />
        </NavLink>
      )}
      {isAdmin && (
        <Dropdown label="Manage" testId="manage-menu">
          {manage.map((item) => (
            <Link key={item.to} to={item.to} className={menuItemClass}>
              {item.label}
            </Link>
          ))}
        </Dropdown>
      )}
      <Dropdown label="Resources" testId="resources-menu">
        {resources.map((item) => (
          <Link key={item.to} to={item.to} className={menuItemClass}>
            {item.label}
          </Link>
        ))}
      </Dropdown>
      {branding.blog_link && (
        <a href={branding.blog_link} className={linkClass({ isActive: false })}>
          Blog
        </a>
      )}
      {!onSell && (
        <Link to="/sell" className="btn-accent ml-1">
          Sell
        </Link>
      )}
    </>
  );
}

function UserMenu({ props }: { props: RootData }) {
  const { user } = props;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/login" className="nav-link">
          Sign In
        </Link>
        <Link to="/register" className="btn-primary">
          Register
        </Link>
      </div>
    );
  }
  return (
    <Dropdown
      align="right"
      testId="user-menu"
      label={
        <span className="flex flex-col items-start leading-tight">
          {/* A member who has not given a name yet (the short account form) shows the handle alone. */}
          <span className="font-semibold text-slate-900">{user.name || `@${user.handle}`}</span>
          {user.name && <span className="text-xs text-slate-500">@{user.handle}</span>}
        </span>
      }
    >
      <Link to="/home" className={menuItemClass}>
        Dashboard
      </Link>
      <Link to="/selling" className={menuItemClass}>
        My Selling Dashboard
      </Link>
      <Link to="/profile" className={menuItemClass}>
        My Settings
      </Link>
      <Link to="/notifications" className={menuItemClass}>
        Notifications
      </Link>
      <Link to="/payouts" className={menuItemClass}>
        Payouts
      </Link>
      <Link to={`/users/${user.handle}`} className={menuItemClass}>
        My Public Page
      </Link>
      <Form method="post" action="/logout" className="border-t border-slate-100">
        <button type="submit" className={menuItemClass}>
          Sign Out
        </button>
      </Form>
    </Dropdown>
  );
}

export function Navbar({ props }: { props: RootData }) {
  const location = useLocation();
  const onSell = location.pathname === "/sell" || location.pathname.startsWith("/sell/");
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <Link to={props.user ? "/home" : "/"} className="no-underline" aria-label={`${props.branding.name} home`}>
          <Logo name={props.branding.name} />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          <NavItems props={props} onSell={onSell} />
        </div>
        <div className="hidden lg:block">
          <UserMenu props={props} />
        </div>
        <details className="group lg:hidden" data-testid="mobile-menu">
          <summary className="cursor-pointer rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Menu">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <div className="absolute inset-x-0 top-full flex flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-lg">
            <NavItems props={props} onSell={onSell} />
            <div className="mt-2 border-t border-slate-100 pt-2">
              <UserMenu props={props} />
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
