// The buyer's assignment info (the name and address the assignment is made out to), or the
// notice that it has not been given yet.
import type { AssignmentView } from "./assignment-view";

export const NO_BUYER_INFO_TEXT = "Uh oh... looks like the buyer has not yet given us the name and address for the assignment.";

export function BuyerInfo({ info }: { info: AssignmentView["buyerInfo"] }) {
  if (!info) {
    return (
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="buyer-info-missing">
        {NO_BUYER_INFO_TEXT} We have asked them for it; you can upload the documents as soon as it is in.
      </p>
    );
  }
  return (
    <address
      className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm not-italic leading-relaxed text-slate-800"
      data-testid="buyer-info"
    >
      <span className="font-semibold">{info.name}</span>
      <br />
      {info.address1}
      {info.address2 && (
        <>
          <br />
          {info.address2}
        </>
      )}
      <br />
      {info.city}, {info.state} {info.zip}
    </address>
  );
}
