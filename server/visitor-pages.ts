// A visitor's pages without cookies, written without React Router or React (issue 28,
// docs/decisions/0059-visitor-pages-without-the-router.md): the home page, the browse pages
// (/judgments with its search in the query string, a state's and a county's) and a judgment's page
// (decision 0062). Such a visitor's page
// depends on nothing but the page's data and its URL: no member, no notice, no kept search. React
// Router's request handling and React's render were half of the page's CPU for a document whose
// every part is already markup; here the same parts are joined directly. A request with any cookie,
// any other method or path, a place that does not exist (React Router answers its 404), or any failure
// here goes on to React Router, which answers as before; after a failure here, with its error page
// (503) at once, without reading the same data a second time (app/server/context.ts: writtenPageNotAgain).
// tests/e2e/visitor-pages.spec.ts holds the two writers' documents equal.
import type express from "express";
import type { MetaDescriptor } from "react-router";
import { browseMainHtml, browseMeta } from "~/components/judgments/browse-page-html";
import { footerElementHtml } from "~/components/layout/footer";
import { headerHtml } from "~/components/layout/nav-html";
import { plainDocumentHtml } from "~/components/layout/plain-document";
import { homeMainHtml, homeMeta, homeSections } from "~/components/marketing/home-sections";
import type { RootData } from "~/components/ui/root-data";
import type { AppServices } from "~/server/context";
import { constantMarkup } from "~/server/http/constant-markup";
import { countyPlace, loadBrowsePage, statePlace, type BrowsePlace } from "~/server/listings/browse-page";
import { loadHomePage } from "~/server/listings/home-page";
import { copyrightYear, visitorPageProps } from "~/server/page-props";
import { judgmentPageFor, type JudgmentPageRequest } from "~/server/judgment-page/page";
import { judgmentMeta } from "~/components/judgments/judgment-page-frame";
import { judgmentPageMainHtml } from "~/components/judgments/judgment-page-html";
import { parseId } from "~/domain/ids";
import { clientNetwork } from "~/domain/client-network";

/** A page's answer: its status, its meta tags and what goes inside <main>; null: React Router answers. */
type Written = { status: number; meta: MetaDescriptor[]; main: string } | null;
/**
 * `root`: the root's data for a visitor (the meta functions read the brand from it); `query`: the
 * request's query string; `param`: the part of the path the page names; `request`: what a page reads
 * off the request (the judgment page counts a view by the visitor's network and browser).
 */
type Writer = (
  services: AppServices,
  root: RootData,
  query: URLSearchParams,
  param: string,
  request: JudgmentPageRequest,
) => Promise<Written>;

/** The route matches a meta function reads: the root's data. */
const rootMatch = (root: RootData) => [{ id: "root", loaderData: root }];

const home: Writer = async (services, root) => {
  const { featured } = await loadHomePage(services, null);
  return { status: 200, meta: homeMeta(rootMatch(root)), main: homeMainHtml(constantMarkup, homeSections(root.branding, featured)) };
};

/** A browse page: all judgments, or those of the place the path names (none there: React Router's 404). */
function browse(placeOf?: (services: AppServices, param: string) => Promise<BrowsePlace | null>): Writer {
  return async (services, root, query, param) => {
    const place = placeOf ? await placeOf(services, param) : null;
    if (placeOf && !place) return null;
    // No cookie: no member and no kept search, so the page never redirects here.
    const answer = await loadBrowsePage(services, query, { user: null, storedSearch: null }, place);
    if ("redirectTo" in answer) return null;
    const { page, status } = answer;
    return { status, meta: browseMeta(page, rootMatch(root)), main: browseMainHtml(page).toString() };
  };
}

/**
 * A judgment's page (decision 0062): what a visitor may see of it. A listing a visitor may not know
 * exists, and a portfolio's id (React Router sends it to the portfolio's page), go on to React Router.
 */
const judgment: Writer = async (services, root, query, param, request) => {
  const id = parseId(param);
  if (id === null) return null;
  const answer = await judgmentPageFor(services, id, null, request);
  if (answer.kind !== "page") return null;
  const main = judgmentPageMainHtml(answer.page, false, {
    pathname: request.url.pathname,
    expanded: query.get("full") === "1",
    branding: root.branding,
  });
  return { status: 200, meta: judgmentMeta(answer.page, rootMatch(root)), main: main.toString() };
};

/** The paths written here, each with what it reads (the part of the path it names, or ""). */
const PAGES: [RegExp, Writer][] = [
  [/^\/$/, home],
  [/^\/judgments$/, browse()],
  [/^\/judgments\/by_state\/([^/]+)$/, browse((services, abbreviation) => statePlace(services.db, abbreviation))],
  [/^\/judgments\/by_county\/([^/]+)$/, browse((services, countyId) => countyPlace(services.db, countyId))],
  [/^\/judgments\/(\d+)$/, judgment],
];

/** The writer of a visitor's GET of a page written here, with no cookie at all; null: React Router answers. */
function pageFor(req: Pick<express.Request, "method" | "path" | "originalUrl" | "headers">): { writer: Writer; param: string } | null {
  if (req.method !== "GET" || req.headers.cookie !== undefined) return null;
  // Only a path as browsers send it: an absolute-form target (GET http://host/judgments) or "//…" is
  // routed differently by React Router's adapter, so it is left to it.
  if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) return null;
  for (const [pattern, writer] of PAGES) {
    const match = pattern.exec(req.path);
    if (match) return { writer, param: match[1] ?? "" };
  }
  return null;
}

/** The query string of a request target ("" without one). */
function queryOf(target: string): string {
  const mark = target.indexOf("?");
  return mark < 0 ? "" : target.slice(mark + 1);
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
      const request = {
        url: new URL(req.originalUrl, services.config.publicUrl),
        userAgent: req.get("user-agent") ?? null,
        ip: clientNetwork(req.ip ?? "unknown"),
      };
      const written = await page.writer(services, props, new URLSearchParams(queryOf(req.originalUrl)), page.param, request);
      if (!written) return next();
      status = written.status;
      document = plainDocumentHtml({
        nonce: res.locals.nonce as string,
        meta: written.meta,
        header: headerHtml(props, req.path),
        main: written.main,
        footer: footerElementHtml(props.branding, props.year),
      });
    } catch (error) {
      // React Router answers its error page, without reading again (the route's loader sees the mark).
      console.error("A visitor's page written without React Router failed; React Router answers its error page:", error);
      res.locals.writtenPageFailed = true;
      return next();
    }
    res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
    if (marked) res.setHeader("X-Written-By", "visitor-pages");
    res.end(document);
  };
}
