// The administrators' tables: a table on wider screens; on a phone each row is a stacked card
// with its own labels (the same markup), so nothing scrolls sideways.
import type { ReactNode } from "react";

export type Column = { label: string; numeric?: boolean; wide?: boolean };

export function AdminTable({
  caption,
  columns,
  children,
  testId,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-sm md:table" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 ${column.numeric ? "text-right" : "text-left"} ${column.wide ? "w-[34%]" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 md:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

export function AdminRow({ children, testId, id }: { children: ReactNode; testId?: string; id?: number }) {
  return (
    <tr
      data-testid={testId}
      data-judgment-id={id}
      className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-4 hover:bg-slate-50 md:table-row md:p-0"
    >
      {children}
    </tr>
  );
}

/** A cell; `label` shows on the phone's card layout, where the header row is hidden. */
export function AdminCell({ label, numeric, full, children }: { label?: string; numeric?: boolean; full?: boolean; children: ReactNode }) {
  return (
    <td
      className={`flex flex-col gap-0.5 md:table-cell md:px-3 md:py-3 md:align-top ${full ? "col-span-2" : ""} ${numeric ? "tabular-nums md:whitespace-nowrap md:text-right" : ""}`}
    >
      {label && <span className="text-xs font-medium uppercase tracking-wide text-slate-500 md:hidden">{label}</span>}
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}
