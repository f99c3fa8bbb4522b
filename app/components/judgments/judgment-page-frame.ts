// The judgment page's frame (/judgments/{id}) as escaped markup (decisions 0056, 0062): the
// breadcrumb, the heading with where the case is, and the classes of the grid the sections sit in.
// The route's React component places these elements (MarkupElement) for members; a cookie-less
// visitor's page written without React Router (server/visitor-pages.ts) joins the same parts, so each
// has one writer. `<!-- -->` marks where React parted two pieces of text; kept so the bytes stay.
import { html } from "~/components/html/html";
import { pageTitle } from "~/components/page-title";
import type { MarkupElementParts } from "~/components/html/markup-element";
import type { DetailJudgment } from "./detail-types";
import { firstLookNoteHtml } from "./first-look-note-html";

/** The page's outer element, its grid, the aside (price and actions) and the main column. */
export const JUDGMENT_PAGE_CLASS = "mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10";
export const JUDGMENT_GRID_CLASS = "grid grid-cols-1 gap-6 lg:grid-cols-3 lg:gap-8";
export const JUDGMENT_ASIDE_CLASS = "min-w-0 space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1";
export const JUDGMENT_COLUMN_CLASS = "min-w-0 space-y-6 lg:col-span-2";

type FrameJudgment = Pick<DetailJudgment, "title" | "casenum" | "state" | "county"> & {
  /** Until when only premium members see it (ISO), while it is a first look; null otherwise. */
  firstLookUntil: string | null;
};

/** Judgments For Sale / the state / the county (every viewer but the owner, whose page says My Listing). */
export function judgmentBreadcrumb(judgment: Pick<FrameJudgment, "state" | "county">): MarkupElementParts {
  return {
    tag: "nav",
    attributes: { "aria-label": "Breadcrumb", class: "mb-4 text-sm text-slate-600" },
    inside: html`<ol class="flex flex-wrap items-center gap-1.5">\
<li><a class="no-underline hover:underline" href="/judgments" data-discover="true">Judgments For Sale</a></li><li aria-hidden="true">/</li>\
<li><a class="no-underline hover:underline" href="/judgments/by_state/${judgment.state.abbreviation}" data-discover="true">${judgment.state.name}</a></li>\
<li aria-hidden="true">/</li>\
<li><a class="no-underline hover:underline" href="/judgments/by_county/${String(judgment.county.id)}" data-discover="true">${judgment.county.name}</a></li></ol>`,
  };
}

/**
 * The title (the page's h1, or an h2 under the owner's "My Listing"), the county, state and case
 * number, and a first-look listing's note.
 */
export function judgmentHeader(judgment: FrameJudgment, owner: boolean): MarkupElementParts {
  const title = owner
    ? html`<h2 class="break-words text-2xl font-semibold leading-tight tracking-tight sm:text-3xl" data-testid="judgment-title">${judgment.title}</h2>`
    : html`<h1 class="break-words text-2xl font-bold leading-tight tracking-tight sm:text-3xl" data-testid="judgment-title">${judgment.title}</h1>`;
  const firstLook = judgment.firstLookUntil && firstLookNoteHtml(owner, judgment.firstLookUntil);
  return {
    tag: "header",
    attributes: { class: "min-w-0 lg:col-span-2" },
    inside: html`${title}<p class="mt-2 text-slate-600">${judgment.county.name}<!-- -->, <!-- -->${judgment.state.name}\
<span aria-hidden="true"> · </span>Case <!-- -->${judgment.casenum}</p>${firstLook}`,
  };
}

/** The page's title and description: the judgment's title (the owner's page says My Listing) and where it is from. */
export function judgmentMeta(page: { judgment: FrameJudgment; owner: boolean }, matches: readonly unknown[]) {
  const { judgment, owner } = page;
  const where = `${judgment.county.name}, ${judgment.state.name}`;
  return pageTitle(owner ? "My Listing" : judgment.title, matches, `${judgment.title} — a judgment from ${where} for sale.`);
}
