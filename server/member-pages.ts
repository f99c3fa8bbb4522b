// A signed-in member's judgment page written without React Router or React (issue 28, decision 0062),
// as a cookie-less visitor's is (./visitor-pages.ts): the page a member reads most, browsing listings
// they neither own nor bought. Its every section is markup already (the navbar, the card, the actions
// with their dialogs, "Your offer", the similar sales); React Router's request handling and React's
// render were more than half of its CPU.
//
// Written here: GET /judgments/{id} with the session cookie of a member and no notice waiting (a
// notice is read and cleared by React Router's root loader), when the member's relation to the listing
// is "member" (not its owner, not an administrator, not its buyer) and the page has none of the parts
// that stay React's: an assignment, the escrow's steps, a payment deadline, feedback to give, an
// offer's negotiation shown in the list. Everything else goes on to React Router, which answers as
// before; after a failure here, with its error page (503) at once (app/server/context.ts:
// writtenPageNotAgain). tests/e2e/member-pages.spec.ts holds the two writers' documents equal.
import type express from "express";
import { judgmentPageMainHtml } from "~/components/judgments/judgment-page-html";
import { judgmentMeta } from "~/components/judgments/judgment-page-frame";
import { footerElementHtml } from "~/components/layout/footer";
import { headerHtml } from "~/components/layout/nav-html";
import { plainDocumentHtml } from "~/components/layout/plain-document";
import type { RootData } from "~/components/ui/root-data";
import { clientNetwork } from "~/domain/client-network";
import { parseId } from "~/domain/ids";
import type { AppServices } from "~/server/context";
import { sessionJudgmentPageFor, type JudgmentPage } from "~/server/judgment-page/page";
import { keptNeedsYouCount } from "~/server/needs-you/member";
import { copyrightYear, memberPageProps } from "~/server/page-props";
import { readCookie, sessionIdOf } from "~/server/session";
import { TOAST_COOKIE } from "~/server/toast";

const JUDGMENT_PAGE = /^\/judgments\/(\d+)$/;

/** The judgment's id of a member's GET of a judgment page that may be written here; null: React Router answers. */
function judgmentIdOf(req: Pick<express.Request, "method" | "path" | "originalUrl" | "headers">): number | null {
  if (req.method !== "GET") return null;
  const cookie = req.headers.cookie;
  if (readCookie(cookie, TOAST_COOKIE) !== null) return null;
  // Only a path as browsers send it (as ./visitor-pages.ts).
  if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) return null;
  const match = JUDGMENT_PAGE.exec(req.path);
  return match ? parseId(match[1]) : null;
}

/** Whether the page has only parts written as markup (see above); else React Router writes it. */
function writtenHere(page: JudgmentPage): boolean {
  return (
    page.relation === "member" &&
    !page.ownerView &&
    !page.assignment &&
    !page.escrow &&
    !page.deadline &&
    !page.buyers &&
    page.feedback.length === 0 &&
    (page.offers ?? []).every((offer) => offer.negotiation === null)
  );
}

/** `marked`: as ./visitor-pages.ts, an `X-Written-By: member-pages` header for the browser tests. */
export function memberPages(services: AppServices, { marked = false } = {}): express.RequestHandler {
  return async (req, res, next) => {
    const id = judgmentIdOf(req);
    const sessionId = id === null ? null : sessionIdOf(req.headers.cookie);
    if (id === null || sessionId === null) return next();
    let document: string;
    try {
      const url = new URL(req.originalUrl, services.config.publicUrl);
      const request = { url, userAgent: req.get("user-agent") ?? null, ip: clientNetwork(req.ip ?? "unknown") };
      // The session's member and the listing with everything the page reads of both, in one statement.
      const read = await sessionJudgmentPageFor(services, id, sessionId, request, "member");
      // No member (a visitor's session, one expired), a 404, a portfolio: React Router.
      if (!read) return next();
      const { user, unread } = read;
      // The navbar's other count beside the page's own reads; dropped when React Router answers after all.
      const needsYou = keptNeedsYouCount(services, user.id);
      needsYou.catch(() => {});
      const answer = await read.answer;
      // Another relation, or a part of the page that stays React's: React Router.
      if (answer.kind !== "page" || !writtenHere(answer.page)) return next();
      const pageProps = await memberPageProps(services, user, needsYou, unread);
      const root: RootData = { ...pageProps, toast: null, year: copyrightYear() };
      const main = judgmentPageMainHtml(answer.page, true, {
        pathname: url.pathname,
        expanded: url.searchParams.get("full") === "1",
        branding: root.branding,
      });
      document = plainDocumentHtml({
        nonce: res.locals.nonce as string,
        meta: judgmentMeta(answer.page, [{ id: "root", loaderData: root }]),
        header: headerHtml(root, req.path),
        main: main.toString(),
        footer: footerElementHtml(root.branding, root.year),
      });
    } catch (error) {
      console.error("A member's judgment page written without React Router failed; React Router answers its error page:", error);
      res.locals.writtenPageFailed = true;
      return next();
    }
    res.status(200).setHeader("Content-Type", "text/html; charset=utf-8");
    if (marked) res.setHeader("X-Written-By", "member-pages");
    res.end(document);
  };
}
