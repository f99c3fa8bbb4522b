// The home page for a visitor without cookies, written without React Router or React (issue 28,
// docs/decisions/0059-visitor-pages-without-the-router.md). Such a visitor's page depends on nothing
// but the page's data: no member, no notice, no saved search. React Router's request handling and
// React's render were half of the page's CPU for a document whose every part is already markup
// (constant sections, escaped cards, the footer); here the same parts are joined directly. A request
// with any cookie, any other method or path, or any failure here goes on to React Router, which
// answers as before (its error page included). tests/e2e/visitor-pages.spec.ts holds the two
// writers' documents equal.
import type express from "express";
import { constantMarkup } from "~/server/http/constant-markup";
import { footerElementHtml } from "~/components/layout/footer";
import { visitorHeaderHtml } from "~/components/layout/navbar";
import { visitorDocumentHtml } from "~/components/layout/visitor-document";
import { homeMainHtml, homeMeta, homeSections } from "~/components/marketing/home-sections";
import type { RootData } from "~/components/ui/root-data";
import type { AppServices } from "~/server/context";
import { loadHomePage } from "~/server/listings/home-page";
import { copyrightYear, visitorPageProps } from "~/server/page-props";

/** Whether React Router may be skipped: a visitor's GET of a page written here, with no cookie at all. */
export function isVisitorPage(req: Pick<express.Request, "method" | "path" | "headers">): boolean {
  return req.method === "GET" && req.path === "/" && req.headers.cookie === undefined;
}

/**
 * `marked`: each answer written here says so in an `X-Written-By: visitor-pages` header, for the
 * browser tests on a local-only server (server/app.ts: with the test clock), never on a deployment.
 */
export function visitorPages(services: AppServices, { marked = false } = {}): express.RequestHandler {
  return async (req, res, next) => {
    if (!isVisitorPage(req)) return next();
    let document: string;
    try {
      const { featured } = await loadHomePage(services, null);
      const props: RootData = { ...visitorPageProps(services), toast: null, year: copyrightYear() };
      const { branding } = props;
      document = visitorDocumentHtml({
        nonce: res.locals.nonce as string,
        // As the route's meta function says it, with the root's data.
        meta: homeMeta([{ id: "root", loaderData: props }]),
        header: visitorHeaderHtml(constantMarkup, props, req.path),
        main: homeMainHtml(constantMarkup, homeSections(branding, featured)),
        footer: footerElementHtml(branding, props.year),
      });
    } catch (error) {
      // React Router tries again and, if it fails too, answers its error page.
      console.error("A visitor's page written without React Router failed; React Router answers it:", error);
      return next();
    }
    res.status(200).setHeader("Content-Type", "text/html; charset=utf-8");
    if (marked) res.setHeader("X-Written-By", "visitor-pages");
    res.end(Buffer.from(document, "utf8"));
  };
}
