// The "Identity verified" mark beside a member's handle (docs/decisions/0048): shown only when an
// identity check (a photo ID and a matching selfie) verified the person, never for a payout
// account alone. `compact` (tables, one-line lists) shows the check alone, its words for screen
// readers and on hover. Its markup is written once, in ./identity-mark-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import { identityMarkParts } from "./identity-mark-html";

export function IdentityMark({ verified, compact = false }: { verified: boolean; compact?: boolean }) {
  return <MarkupElement element={identityMarkParts(verified, compact)} />;
}
