// The buyer's "Cancel purchase and get a full refund", once the seller's assignment deadline has
// passed: a confirmation dialog posting intent=cancel_purchase to the judgment page.
import { Form } from "react-router";
import { Dialog, DialogButton, DialogCancel } from "~/components/ui/dialog";
import { useListingPath } from "~/components/judgments/listing-path";

const DIALOG_ID = "cancel-purchase";

export function CancelPurchase({ judgmentId, title }: { judgmentId: number; title: string }) {
  const listingAction = useListingPath(judgmentId);
  return (
    <div>
      <DialogButton dialogId={DIALOG_ID} className="btn-secondary w-full sm:w-auto" testId="cancel-purchase">
        Cancel purchase and get a full refund
      </DialogButton>
      <Dialog id={DIALOG_ID} title="Cancel your purchase?">
        <p className="text-sm text-slate-700">
          The seller did not assign <span className="font-semibold">{title}</span> in time. If you cancel, the purchase is undone and your
          payment is refunded in full, the buyer's fee included; refunds usually appear within 5 to 10 business days. This cannot be undone.
        </p>
        <Form method="post" action={listingAction} className="mt-5 flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value="cancel_purchase" />
          <DialogCancel dialogId={DIALOG_ID}>Keep waiting</DialogCancel>
          <button type="submit" className="btn-primary" data-busy-label="Sending…" data-testid="cancel-purchase-submit">
            Yes, cancel and refund me
          </button>
        </Form>
      </Dialog>
    </div>
  );
}
