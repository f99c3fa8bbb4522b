// The owner's Accept and Reject buttons for one pending offer: real forms posting to the judgment
// page (intent=accept-offer | reject-offer), so they work without JavaScript; with it, Accept
// asks for confirmation first (accepting is binding and declines every other offer). Both name the
// amount shown here: if the buyer changed it meanwhile, the server refuses and the page reloads.
import { Form, useNavigation } from "react-router";
import { formatMoney } from "~/domain/money";

export function OfferDecision({
  judgmentId,
  offer,
}: {
  judgmentId: number;
  offer: { id: number; amountCents: number; buyerHandle: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("offer_id") === String(offer.id);
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-testid="offer-decision">
      <Form
        method="post"
        action={`/judgments/${judgmentId}`}
        preventScrollReset
        onSubmit={(event) => {
          const question = `Accept @${offer.buyerHandle}'s offer of ${formatMoney(offer.amountCents)}? Every other offer will be declined.`;
          if (!window.confirm(question)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="accept-offer" />
        <input type="hidden" name="offer_id" value={offer.id} />
        <input type="hidden" name="amount" value={(offer.amountCents / 100).toFixed(2)} />
        <button type="submit" className="btn-primary px-3 py-1.5 text-sm" disabled={busy} data-testid="accept-offer">
          Accept
        </button>
      </Form>
      <Form method="post" action={`/judgments/${judgmentId}`} preventScrollReset>
        <input type="hidden" name="intent" value="reject-offer" />
        <input type="hidden" name="offer_id" value={offer.id} />
        <input type="hidden" name="amount" value={(offer.amountCents / 100).toFixed(2)} />
        <button type="submit" className="btn-secondary px-3 py-1.5 text-sm" disabled={busy} data-testid="reject-offer">
          Reject
        </button>
      </Form>
    </div>
  );
}
