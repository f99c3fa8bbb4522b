// The one e-mail a visitor who left the listing wizard gets: a link to continue, and a link to stop.
// Anyone can type anyone's address at /sell/contact, so nothing the visitor typed is quoted but a
// plain first name (a word of letters: no link, no sentence); the draft itself is "your judgment
// listing draft".
import type { Branding } from "~/config/branding";
import { escapeHtml, hi } from "~/server/mail/templates";
import type { Email } from "~/server/mail/outbox";

/** The first word of the name given at step 1, when it reads as a name; otherwise nothing. */
export function reminderFirstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,39}$/u.test(first) ? first : "";
}

export function draftReminderEmail(to: string, input: { name: string; resumeLink: string; stopLink: string }, brand: Branding): Email {
  const intro = `${hi(reminderFirstName(input.name))}, you started your judgment listing draft on ${brand.name} and did not finish it. We saved what you entered: continue where you left off with this link:`;
  const stop = "We send this reminder only once. If you do not want to continue, you can delete the saved draft here:";
  const outro =
    "If you did not start a listing, someone may have typed your address by mistake: ignore this e-mail, or use the link above and we will not write to you about a draft again.";
  return {
    to,
    subject: `Finish listing your judgment | ${brand.name}`,
    text: `${intro}\n\n${input.resumeLink}\n\n${stop}\n${input.stopLink}\n\n${outro}\n\n— ${brand.name}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(input.resumeLink)}">${escapeHtml(input.resumeLink)}</a></p>` +
      `<p>${escapeHtml(stop)}<br><a href="${escapeHtml(input.stopLink)}">${escapeHtml(input.stopLink)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}
