// The texts of the e-mails the marketplace sends. Plain text first; HTML mirrors it.
import type { Branding } from "~/config/branding";
import { formatDateTime } from "~/domain/dates";
import type { Email } from "~/server/mail/outbox";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The greeting: "Hi Jane" or, for a member who has not given a name yet, "Hi". */
export function hi(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed}` : "Hi";
}

/** An e-mail of paragraphs and one link, as plain text with an HTML copy, signed by the brand. */
export function composeEmail(to: string, subject: string, lines: string[], link: string, brand: Branding): Email {
  return {
    to,
    subject: `${subject} | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n${link}\n\n— ${brand.name}`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

function withLink(to: string, subject: string, intro: string, link: string, outro: string, brand: Branding): Email {
  return {
    to,
    subject: `${subject} | ${brand.name}`,
    text: `${intro}\n\n${link}\n\n${outro}\n\n— ${brand.name}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

export function verificationEmail(to: string, name: string, link: string, brand: Branding): Email {
  return withLink(
    to,
    "Confirm your e-mail address",
    `${hi(name)}, welcome to ${brand.name}! Please confirm your e-mail address by opening this link:`,
    link,
    "The link works for 48 hours. If you did not create an account, you can ignore this e-mail.",
    brand,
  );
}

export function passwordResetEmail(to: string, name: string, link: string, brand: Branding): Email {
  return withLink(
    to,
    "Reset your password",
    `${hi(name)}, someone (hopefully you) asked to reset the password of your ${brand.name} account. Open this link to choose a new one:`,
    link,
    "The link works for 60 minutes and only once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    brand,
  );
}

/** After a password change: when, and what to do if it was not the member. */
export function passwordChangedEmail(to: string, name: string, changedAt: Date, forgotPasswordLink: string, brand: Branding): Email {
  return composeEmail(
    to,
    "Your password was changed",
    [
      `${hi(name)}, the password of your ${brand.name} account was changed on ${formatDateTime(changedAt)}. Every other device signed in to your account was signed out.`,
      "If you changed it, there is nothing more to do.",
      `If it was not you, choose a new password at once with this link, and tell us at ${brand.csemail}:`,
    ],
    forgotPasswordLink,
    brand,
  );
}

/** To the owner of an address someone tried to register again: registration itself never says so. */
export function registrationAttemptEmail(to: string, signInLink: string, resetLink: string, brand: Branding): Email {
  const intro = `Someone (hopefully you) tried to create a new ${brand.name} account with this e-mail address, which already has an account.`;
  const signIn = "If it was you, sign in here:";
  const reset = "Forgot your password? Choose a new one here:";
  const outro = "If it was not you, you can ignore this e-mail: your account is unchanged and no new account was created.";
  return {
    to,
    subject: `Someone tried to register with your e-mail address | ${brand.name}`,
    text: `${intro}\n\n${signIn}\n${signInLink}\n\n${reset}\n${resetLink}\n\n${outro}\n\n— ${brand.name}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(signIn)}<br><a href="${escapeHtml(signInLink)}">${escapeHtml(signInLink)}</a></p>` +
      `<p>${escapeHtml(reset)}<br><a href="${escapeHtml(resetLink)}">${escapeHtml(resetLink)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

export function contactEmail(
  to: string,
  from: { name: string; email: string; userId: number | null },
  message: string,
  brand: Branding,
): Email {
  const who = `${from.name} <${from.email}>${from.userId ? ` (user #${from.userId})` : ""}`;
  return {
    to,
    subject: `Contact form: ${from.name} | ${brand.name}`,
    text: `From: ${who}\n\n${message}`,
    html: `<p>From: ${escapeHtml(who)}</p><p>${escapeHtml(message).replace(/\n/g, "<br>")}</p>`,
  };
}
