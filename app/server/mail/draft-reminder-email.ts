// The one e-mail a visitor who left the listing wizard gets: a link to continue, and a link to stop.
import type { Branding } from "~/config/branding";
import { escapeHtml, hi } from "~/server/mail/templates";
import type { Email } from "~/server/mail/outbox";

export function draftReminderEmail(
  to: string,
  input: { name: string; title: string | null; resumeLink: string; stopLink: string },
  brand: Branding,
): Email {
  const what = input.title ? `your listing "${input.title}"` : "a listing of your judgment";
  const intro = `${hi(input.name)}, you started ${what} on ${brand.name} and did not finish it. We saved what you entered: continue where you left off with this link:`;
  const stop = "We send this reminder only once. If you do not want to continue, you can delete the saved draft here:";
  const outro = `If you did not start a listing, someone may have typed your address by mistake: ignore this e-mail, and we will not write again.`;
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
