// The free assignment forms on a paid listing's assignment panel (docs/decisions/0021): a premium
// owner downloads the filled-in PDF or adds it to the assignment documents with one button (a
// plain form post, so it works without JavaScript); any other owner sees the offer to upgrade.
import { Form, Link, useNavigation } from "react-router";
import type { AssignmentFormsOffer } from "./assignment-view";

export function AssignmentForms({
  judgmentId,
  offer,
  buyerInfoGiven,
}: {
  judgmentId: number;
  offer: AssignmentFormsOffer;
  buyerInfoGiven: boolean;
}) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add_assignment_forms";
  return (
    <div data-testid="assignment-forms" data-premium={offer.premium}>
      <h3 className="text-sm font-semibold text-slate-700">Free Assignment Forms</h3>
      {!offer.premium ? (
        <div
          className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="assignment-forms-upgrade"
        >
          <p>
            Premium members get an Assignment of Judgment and a Notice of Assignment filled in from this listing and the buyer&apos;s name
            and address, free.
          </p>
          <Link to={offer.upgradePath} className="btn-secondary mt-3 inline-flex">
            Upgrade to Premium
          </Link>
        </div>
      ) : !buyerInfoGiven ? (
        <p className="mt-2 text-xs text-slate-500">Available once the buyer gives the name and address.</p>
      ) : (
        <div className="mt-2 space-y-3 text-sm text-slate-700">
          <p>
            An Assignment of Judgment and a Notice and Acknowledgment of Assignment, filled in from this listing and the buyer&apos;s name
            and address. It is a template: check it against the court&apos;s rules before anyone signs or files it.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <a href={offer.downloadPath} download className="btn-secondary" data-testid="assignment-forms-download">
              Download PDF
            </a>
            {offer.addedDocumentId === null ? (
              <Form method="post" action={`/judgments/${judgmentId}`} data-testid="assignment-forms-add-form">
                <input type="hidden" name="intent" value="add_assignment_forms" />
                <button type="submit" className="btn-primary" disabled={adding} data-testid="assignment-forms-add">
                  {adding ? "Adding…" : "Add to Assignment Documents"}
                </button>
              </Form>
            ) : (
              <p className="text-sm font-medium text-emerald-700" role="status" data-testid="assignment-forms-added">
                ✓ Added to the assignment documents
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
