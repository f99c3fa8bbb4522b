// The owner's Accept and Reject buttons for one pending offer. Accept links to the review page
// (/judgments/{id}/accept, issue 29), which restates the whole deal before its Confirm button binds.
// Reject is a real form posting to the judgment page (intent=reject-offer), so it works without
// JavaScript; with it, it asks first in a styled dialog that names the buyer and the amount. Both
// name the amount shown here: if the buyer changed it meanwhile, the server refuses (or the review
// says so) with the new amount.
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { openDialog } from "~/components/ui/dialog-control";
import { dollarText, formatMoney } from "~/domain/money";
import { useListingPath } from "~/components/judgments/listing-path";

type Offer = { id: number; amountCents: number; buyerHandle: string };
/** The fields both the plain form and the dialog's form post: the offer and the amount the owner saw. */
const rejectFields = (offer: Offer) => ({
  intent: "reject-offer",
  offer_id: String(offer.id),
  amount: dollarText(offer.amountCents),
});

function RejectForm({ action, offer, dialogId, busy }: { action: string; offer: Offer; dialogId: string; busy: boolean }) {
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      onSubmit={(event) => {
        // With JavaScript, the dialog asks first; its own form sends the decision.
        if (openDialog(dialogId)) event.preventDefault();
      }}
    >
      {Object.entries(rejectFields(offer)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-secondary px-3 py-1.5 text-sm" disabled={busy} aria-haspopup="dialog" data-testid="reject-offer">
        Reject
      </button>
    </Form>
  );
}

/** `canAccept` is false while the owner's own counter-offer waits on the buyer: only Reject then. */
export function OfferDecision({ judgmentId, offer, canAccept = true }: { judgmentId: number; offer: Offer; canAccept?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("offer_id") === String(offer.id);
  const action = useListingPath(judgmentId);
  const amount = formatMoney(offer.amountCents);
  const buyer = `@${offer.buyerHandle}`;
  // The offers list is rendered twice (phone cards, desktop table): each copy needs its own dialogs.
  const unique = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const rejectId = `reject-offer-${offer.id}-${unique}`;
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-testid="offer-decision">
      {canAccept && (
        // Accepting binds: it goes to its review page first (issue 29), whose Confirm button sells.
        <a
          href={`/judgments/${judgmentId}/accept?offer=${offer.id}&amount=${dollarText(offer.amountCents)}`}
          className="btn-primary px-3 py-1.5 text-sm"
          data-testid="accept-offer"
        >
          Accept
        </a>
      )}
      <RejectForm action={action} offer={offer} dialogId={rejectId} busy={busy} />
      <ConfirmDialog
        id={rejectId}
        title={`Reject ${buyer}'s offer of ${amount}?`}
        action={action}
        fields={rejectFields(offer)}
        confirmLabel={`Reject ${amount}`}
        danger
        busy={busy}
        testId="confirm-reject"
      >
        <p>
          The offer of <strong className="tabular-nums">{amount}</strong> from <strong>{buyer}</strong> is declined and the buyer is told.
          Your other offers stay open.
        </p>
      </ConfirmDialog>
    </div>
  );
}
