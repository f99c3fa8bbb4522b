// Who may read the outbox page (/dev/mail), which holds every e-mail that was not sent by SMTP,
// with its sign-in, reset and invitation links, and the text messages of the offline SMS
// provider with their phone verification codes. Everyone only in the local demo or development
// reachable from this machine alone (config.localOnly) and without SMTP; administrators anywhere,
// but one-time links in e-mails to other people (and codes in their texts) are hidden from them, so reading the outbox never
// lets an administrator take over another account. Nobody else: the page is a 404.
import { isAdmin } from "~/domain/permissions";
import type { AppConfig } from "~/server/config";

export type OutboxAccess = "everyone" | "administrator" | "none";

export function outboxAccess(config: Pick<AppConfig, "localOnly" | "smtpUrl">, roles: readonly string[]): OutboxAccess {
  if (config.localOnly && !config.smtpUrl) return "everyone";
  if (isAdmin(roles)) return "administrator";
  return "none";
}

/** A text message as an administrator may see it: its verification code replaced by "hidden". */
export function hideTextCodes(text: string): string {
  return text.replace(/\b\d{6}\b/g, "hidden");
}

/** The text as an administrator may see it: tokens and codes in links replaced by "hidden". */
export function hideOneTimeLinks(text: string): string {
  return text.replace(/([?&](?:token|code)=)[^\s&"'<>]+/gi, "$1hidden");
}
