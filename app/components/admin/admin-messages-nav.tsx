// The heading and tabs of the administrators' message pages.
import { NavLink } from "react-router";

const tabs = [
  { to: "/admin/messages", label: "Waiting for review", end: true },
  { to: "/admin/messages/history", label: "History" },
];

export function AdminMessagesHeading({ children }: { children?: React.ReactNode }) {
  return (
    <header className="mb-6 space-y-4">
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-slate-500">Administration</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Judgment Messaging</h1>
        {children && <div className="mt-1 text-slate-600">{children}</div>}
      </div>
      <nav aria-label="Message administration">
        <ul className="flex gap-1 border-b border-slate-200">
          {tabs.map((tab) => (
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
    </header>
  );
}
