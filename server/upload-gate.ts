// Documents are uploaded by signed-in members only. A visitor's upload is refused here, from its
// headers alone, before React Router or anything else reads a byte of its body: the session is
// looked up from the cookie, and the declared length was already checked by the request guard.
// Node then discards the unread body as it arrives, never holding it. The routes check again
// (and, once the body is parsed, the listing).
import type { RequestHandler } from "express";
import type { AppServices } from "~/server/context";
import { uploadSignInPath } from "~/server/documents/upload";
import { isUploadRequest, wantsPage } from "~/server/security/request-guard";
import { signedInUserId } from "~/server/session";

const SIGN_IN_MESSAGE = "Please sign in to continue.";

export function uploadGate(services: Pick<AppServices, "db">): RequestHandler {
  return (req, res, next) => {
    if (!isUploadRequest(req.method, req.path)) return next();
    signedInUserId(req.headers.cookie, services).then((userId) => {
      if (userId !== null) return next();
      if (wantsPage(req.path, req.get("accept"))) {
        // The form without JavaScript: to sign in, then back to the page the form was on.
        return res.redirect(303, uploadSignInPath(req.get("referer"), `${req.protocol}://${req.get("host")}`));
      }
      res.status(401).json({ errors: { _: [SIGN_IN_MESSAGE] }, message: SIGN_IN_MESSAGE });
    }, next);
  };
}
