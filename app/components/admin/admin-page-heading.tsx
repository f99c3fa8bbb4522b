// The heading of every administrators' page and the tabs of its area: the judgments (with the
// banned words their review checks against), the messages (with the same banned words), the
// users, or the overview (/admin, with every area, the enhancements' prices and the judgment rules).
import { NavLink } from "react-router";

type Tab = { to: string; label: string; end?: boolean };
export type AdminArea = { label: string; tabs: readonly Tab[] };

export const judgmentsArea: AdminArea = {
  label: "Judgment administration",
  tabs: [
    { to: "/admin", label: "Overview", end: true },
    { to: "/admin/judgments/pending", label: "Pending Review" },
    { to: "/admin/judgments", label: "All Judgments", end: true },
    { to: "/admin/judgments/sold", label: "Sold" },
    { to: "/admin/banned_words", label: "Banned Words" },
  ],
};

export const messagesArea: AdminArea = {
  label: "Message administration",
  tabs: [
    { to: "/admin", label: "Overview", end: true },
    { to: "/admin/messages", label: "Waiting for Review", end: true },
    { to: "/admin/messages/history", label: "History" },
    { to: "/admin/banned_words", label: "Banned Words" },
  ],
};

export const usersArea: AdminArea = {
  label: "User administration",
  tabs: [
    { to: "/admin", label: "Overview", end: true },
    { to: "/admin/users", label: "All Users", end: true },
    { to: "/admin/users/create", label: "Invite a Member" },
  ],
};

export const overviewArea: AdminArea = {
  label: "Administration",
  tabs: [
    { to: "/admin", label: "Overview", end: true },
    { to: "/admin/judgments/pending", label: "Judgments" },
    { to: "/admin/messages", label: "Messages", end: true },
    { to: "/admin/assignments", label: "Assignments" },
    { to: "/admin/disputes", label: "Disputes" },
    { to: "/admin/users", label: "Users" },
    { to: "/admin/banned_words", label: "Banned Words" },
    { to: "/admin/upsells", label: "Enhancements" },
    { to: "/admin/judgment-rules", label: "Judgment Rules" },
  ],
};

function AdminTabs({ area }: { area: AdminArea }) {
  return (
    <nav aria-label={area.label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {area.tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium no-underline ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminPageHeading({
  title,
  area = judgmentsArea,
  children,
}: {
  title: string;
  area?: AdminArea;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-6 space-y-4">
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-slate-500">Administration</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {children && <div className="mt-1 text-slate-600">{children}</div>}
      </div>
      <AdminTabs area={area} />
    </header>
  );
}
