// The frame of the terms of service and the privacy policy: header, date, readable column.
import type { ReactNode } from "react";
import { formatDate } from "~/domain/dates";
import { PageHeader } from "./page-header";

export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title} intro={intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <article className="card mx-auto max-w-3xl p-6 sm:p-10">
          <p className="text-sm text-slate-600">
            Last updated <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
          <div className="prose-page mt-4 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
            {children}
          </div>
        </article>
      </div>
    </>
  );
}
