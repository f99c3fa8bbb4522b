// Text with its moderation hits marked (DESIGN.md section 6): each hit is a <mark> coloured and
// labelled by kind (banned word, e-mail, phone, web address, SSN). The text is shown as written.
// The marks are written once, in ./moderated-text-html.ts.
import type { HitKind, Segment } from "~/domain/moderation";
import { MarkupElement } from "~/components/html/markup-element";
import { hitLabelParts, segmentParts } from "./moderated-text-html";

/** What a count of hits of each kind is called ("2 phone numbers"). */
export const hitCountNames: Record<HitKind, [one: string, many: string]> = {
  banned_word: ["banned word", "banned words"],
  email: ["e-mail address", "e-mail addresses"],
  phone: ["phone number", "phone numbers"],
  url: ["web address", "web addresses"],
  ssn: ["SSN", "SSNs"],
};

export function HitLabel({ kind }: { kind: HitKind }) {
  return <MarkupElement element={hitLabelParts(kind)} />;
}

export function ModeratedText({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) => (
        <MarkupElement key={index} element={segmentParts(segment)} />
      ))}
    </>
  );
}
