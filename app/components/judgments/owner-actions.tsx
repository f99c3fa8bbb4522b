// The owner's controls on "My Listing": Edit My Listing, Hide / Unhide (real forms posting
// intent=hide|unhide), Remove (with a confirmation), paying a listing fee still due, enhancements
// and documents.
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatMoney } from "~/domain/money";
import { checkoutPath } from "~/domain/listing-facts";
import type { OwnerView } from "./owner-types";
import { RemoveButton, RemoveDialog } from "./owner-remove";

function IntentButton({ intent, label, busyLabel }: { intent: "hide" | "unhide"; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="btn-secondary w-full" disabled={busy} data-testid={`${intent}-listing`}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

export function OwnerActions({ judgmentId, title, view }: { judgmentId: number; title: string; view: OwnerView }) {
  // Marks the controls once React runs them (Remove then opens its dialog in place).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const anything = view.canEdit || view.canHide || view.canUnhide || view.canRemove || view.fee.kind === "due";
  if (!anything) return null;
  return (
    <div className="space-y-2" data-testid="owner-actions" data-hydrated={hydrated || undefined}>
      {view.actionError && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="owner-action-error"
        >
          {view.actionError}
        </p>
      )}
      {view.fee.kind === "due" && (
        <Link to={checkoutPath(judgmentId)} className="btn-accent w-full" data-testid="pay-fee">
          Pay Listing Fee ({formatMoney(view.fee.dueCents)})
        </Link>
      )}
      {view.canEdit && (
        <Link to={`/judgments/${judgmentId}/edit`} className="btn-primary w-full" data-testid="edit-listing">
          Edit My Listing
        </Link>
      )}
      {view.canHide && <IntentButton intent="hide" label="Hide Listing" busyLabel="Hiding…" />}
      {view.canUnhide && <IntentButton intent="unhide" label="Unhide Listing" busyLabel="Showing…" />}
      {view.canEdit && (
        <Link to={`/sell/enhance/${judgmentId}`} className="btn-secondary w-full">
          Add Enhancements
        </Link>
      )}
      {view.canRemove && (
        <>
          <RemoveButton judgmentId={judgmentId} />
          <RemoveDialog title={title} pendingOffers={view.pendingOffers} />
        </>
      )}
      {view.canHide && (
        <p className="pt-1 text-xs text-slate-500">Hiding takes the listing out of browse and search; offers already made stay.</p>
      )}
    </div>
  );
}
