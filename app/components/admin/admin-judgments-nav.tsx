// The tabs of the administrators' judgment pages, and the banned words their review checks against.
import { NavLink } from "react-router";

const tabs = [
  { to: "/admin/judgments/pending", label: "Pending Review" },
  { to: "/admin/judgments", label: "All Judgments", end: true },
  { to: "/admin/judgments/sold", label: "Sold" },
  { to: "/admin/banned_words", label: "Banned Words" },
];

export function AdminJudgmentsNav() {
  return (
    <nav aria-label="Judgment administration" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
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
  );
}

export function AdminPageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="mb-6 space-y-4">
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-slate-500">Administration</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {children && <div className="mt-1 text-slate-600">{children}</div>}
      </div>
      <AdminJudgmentsNav />
    </header>
  );
}
