// The e-mails of a reviewed feedback comment or reply (docs/decisions/0045): approved, the other
// side reads it where it is shown (the member's public page); rejected, its writer is told why in
// general words, never quoting it. The rating itself stands either way.
import type { Branding } from "~/config/branding";
import type { Email } from "~/server/mail/outbox";
import { composeEmail, hi } from "~/server/mail/templates";

type Person = { name: string; email: string };
export type FeedbackTextKind = "feedback" | "feedback_reply";

export function feedbackTextDeliveredEmail(
  to: Person,
  kind: FeedbackTextKind,
  about: { title: string; writerHandle: string; link: string },
  brand: Branding,
): Email {
  const lines =
    kind === "feedback"
      ? [
          `${hi(to.name)},`,
          `@${about.writerHandle} left feedback with a comment on your sale or purchase of "${about.title}".`,
          "You can reply once, on your public page:",
        ]
      : [
          `${hi(to.name)},`,
          `@${about.writerHandle} replied to the feedback you left about "${about.title}".`,
          "Read it on their public page:",
        ];
  return composeEmail(to.email, kind === "feedback" ? "New feedback about you" : "A reply to your feedback", lines, about.link, brand);
}

export function feedbackTextNotDeliveredEmail(
  to: Person,
  kind: FeedbackTextKind,
  why: { wording: string; note: string | null },
  about: { title: string; link: string },
  brand: Branding,
): Email {
  const what = kind === "feedback" ? "The comment you wrote with your feedback" : "Your reply to the feedback";
  const lines = [
    `${hi(to.name)},`,
    `${what} about "${about.title}" is not shown: it ${why.wording}.`,
    ...(why.note ? [`Our reviewer adds: ${why.note}`] : []),
    kind === "feedback" ? "Your rating itself stands." : "The feedback stands without your reply.",
  ];
  return composeEmail(to.email, "Your comment was not published", lines, about.link, brand);
}
