// Text with its moderation hits marked (DESIGN.md section 6): each hit is a <mark> coloured and
// labelled by kind (banned word, e-mail, phone, web address, SSN). The text is shown as written.
import type { HitKind, Segment } from "~/domain/moderation";

export const hitLabels: Record<HitKind, string> = {
  banned_word: "banned word",
  email: "e-mail",
  phone: "phone",
  url: "web address",
  ssn: "SSN",
};

/** What a count of hits of each kind is called ("2 phone numbers"). */
export const hitCountNames: Record<HitKind, [one: string, many: string]> = {
  banned_word: ["banned word", "banned words"],
  email: ["e-mail address", "e-mail addresses"],
  phone: ["phone number", "phone numbers"],
  url: ["web address", "web addresses"],
  ssn: ["SSN", "SSNs"],
};

const hitColours: Record<HitKind, string> = {
  banned_word: "bg-red-100 text-red-900 ring-red-300",
  email: "bg-amber-100 text-amber-950 ring-amber-300",
  phone: "bg-amber-100 text-amber-950 ring-amber-300",
  url: "bg-violet-100 text-violet-950 ring-violet-300",
  ssn: "bg-red-100 text-red-900 ring-red-300",
};

export function HitLabel({ kind }: { kind: HitKind }) {
  return (
    <span
      className={`ml-0.5 inline-block rounded px-1 align-[0.15em] text-[10px] font-semibold uppercase leading-4 tracking-wide ring-1 ring-inset ${hitColours[kind]}`}
    >
      {hitLabels[kind]}
    </span>
  );
}

export function ModeratedText({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <span key={index}>
            <mark
              data-hit={segment.hit}
              className={`rounded-sm px-0.5 ring-1 ring-inset ${hitColours[segment.hit]} [overflow-wrap:anywhere]`}
            >
              {segment.text}
            </mark>
            <HitLabel kind={segment.hit} />
          </span>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
