// A visitor's pages without cookies, written without React Router or React (issue 28,
// docs/decisions/0059-visitor-pages-without-the-router.md): the home page and the browse pages
// (/judgments with its search in the query string, a state's and a county's). Such a visitor's page
// depends on nothing but the page's data and its URL: no member, no notice, no kept search. React
// Router's request handling and React's render were half of the page's CPU for a document whose
// every part is already markup; here the same parts are joined directly. A request with any cookie,
// any other method or path, a place that does not exist (React Router answers its 404), or any failure
// here goes on to React Router, which answers as before (its error page included).
// tests/e2e/visitor-pages.spec.ts holds the two writers' documents equal.
import type express from "express";
import type { MetaDescriptor } from "react-router";
import { browseMainHtml, browseMeta } from "~/components/judgments/browse-page-html";
import { footerElementHtml } from "~/components/layout/footer";
import { visitorHeaderHtml } from "~/components/layout/navbar";
import { visitorDocumentHtml } from "~/components/layout/visitor-document";
import { homeMainHtml, homeMeta, homeSections } from "~/components/marketing/home-sections";
import type { RootData } from "~/components/ui/root-data";
import type { AppServices } from "~/server/context";
import { constantMarkup } from "~/server/http/constant-markup";
import { countyPlace, loadBrowsePage, statePlace, type BrowsePlace } from "~/server/listings/browse-page";
import { loadHomePage } from "~/server/listings/home-page";
import { copyrightYear, visitorPageProps } from "~/server/page-props";

/** A page's answer: its status, its meta tags and what goes inside <main>; null: React Router answers. */
type Written = { status: number; meta: MetaDescriptor[]; main: string } | null;
/** `root`: the root's data for a visitor (the meta functions read the brand from it); `param`: the part of the path the page names. */
type Writer = (services: AppServices, root: RootData, url: URL, param: string) => Promise<Written>;

/** The route matches a meta function reads: the root's data. */
const rootMatch = (root: RootData) => [{ id: "root", loaderData: root }];

const home: Writer = async (services, root) => {
  const { featured } = await loadHomePage(services, null);
  return { status: 200, meta: homeMeta(rootMatch(root)), main: homeMainHtml(constantMarkup, homeSections(root.branding, featured)) };
};

/** A browse page: all judgments, or those of the place the path names (none there: React Router's 404). */
function browse(placeOf?: (services: AppServices, param: string) => Promise<BrowsePlace | null>): Writer {
  return async (services, root, url, param) => {
    const place = placeOf ? await placeOf(services, param) : null;
    if (placeOf && !place) return null;
    // No cookie: no member and no kept search, so the page never redirects here.
    const answer = await loadBrowsePage(services, url, { user: null, storedSearch: null }, place);
    if ("redirectTo" in answer) return null;
    const { page, status } = answer;
    return { status, meta: browseMeta(page, rootMatch(root)), main: browseMainHtml(page).toString() };
  };
}

/** The paths written here, each with what it reads (the part of the path it names, or ""). */
const PAGES: [RegExp, Writer][] = [
  [/^\/$/, home],
  [/^\/judgments$/, browse()],
  [/^\/judgments\/by_state\/([^/]+)$/, browse((services, abbreviation) => statePlace(services.db, abbreviation))],
  [/^\/judgments\/by_county\/([^/]+)$/, browse((services, countyId) => countyPlace(services.db, countyId))],
];

/** The writer of a visitor's GET of a page written here, with no cookie at all; null: React Router answers. */
function pageFor(req: Pick<express.Request, "method" | "path" | "headers">): { writer: Writer; param: string } | null {
  if (req.method !== "GET" || req.headers.cookie !== undefined) return null;
  for (const [pattern, writer] of PAGES) {
    const match = pattern.exec(req.path);
    if (match) return { writer, param: match[1] ?? "" };
  }
  return null;
}

/** Whether React Router may be skipped: a visitor's GET of a page written here, with no cookie at all. */
export function isVisitorPage(req: Pick<express.Request, "method" | "path" | "headers">): boolean {
  return pageFor(req) !== null;
}

/**
 * `marked`: each answer written here says so in an `X-Written-By: visitor-pages` header, for the
 * browser tests on a local-only server (server/app.ts: with the test clock), never on a deployment.
 */
export function visitorPages(services: AppServices, { marked = false } = {}): express.RequestHandler {
  return async (req, res, next) => {
    const page = pageFor(req);
    if (!page) return next();
    let status: number;
    let document: string;
    try {
      const props: RootData = { ...visitorPageProps(services), toast: null, year: copyrightYear() };
      const written = await page.writer(services, props, new URL(req.originalUrl, "http://visitor.invalid"), page.param);
      if (!written) return next();
      status = written.status;
      document = visitorDocumentHtml({
        nonce: res.locals.nonce as string,
        meta: written.meta,
        header: visitorHeaderHtml(constantMarkup, props, req.path),
        main: written.main,
        footer: footerElementHtml(props.branding, props.year),
      });
    } catch (error) {
      // React Router tries again and, if it fails too, answers its error page.
      console.error("A visitor's page written without React Router failed; React Router answers it:", error);
      return next();
    }
    res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
    if (marked) res.setHeader("X-Written-By", "visitor-pages");
    res.end(Buffer.from(document, "utf8"));
  };
}
