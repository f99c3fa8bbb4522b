// The owner's one answer to the buyer's dispute (intent=answer_dispute), with the field's errors
// under it when the page answers 422; `again` once moderation rejected the answer (it was not
// delivered, so the owner writes it again: docs/decisions/0032).
import { Form } from "react-router";
import { FieldErrors } from "~/components/forms";
import { MAX_DISPUTE_TEXT, MIN_DISPUTE_TEXT } from "~/domain/escrow";
import { useListingPath } from "~/components/judgments/listing-path";

export function DisputeAnswerForm({
  judgmentId,
  errors,
  again = false,
}: {
  judgmentId: number;
  errors?: Record<string, string[] | undefined>;
  again?: boolean;
}) {
  const listingAction = useListingPath(judgmentId);
  const problem = errors?.response ?? errors?._;
  return (
    <Form method="post" action={listingAction} className="space-y-2" data-testid="dispute-answer-form">
      <input type="hidden" name="intent" value="answer_dispute" />
      <label htmlFor="dispute-response" className="label">
        {again ? "Write your answer again" : "Your answer"}
      </label>
      <textarea
        id="dispute-response"
        name="response"
        rows={5}
        maxLength={MAX_DISPUTE_TEXT}
        className="input"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`dispute-response-hint${problem ? " dispute-response-errors" : ""}`}
      />
      <p id="dispute-response-hint" className="text-xs text-slate-500">
        At least {MIN_DISPUTE_TEXT} characters.{" "}
        {again ? "Your answer above was not delivered to the buyer, so you may write it again; " : "You can answer once; "}
        the administrators read it, the buyer once our team has reviewed it (no phone numbers, e-mail or web addresses). Add documents below
        if they help.
      </p>
      <FieldErrors id="dispute-response-errors" errors={problem} />
      <button type="submit" className="btn-primary" data-testid="dispute-answer-submit">
        Send my answer
      </button>
    </Form>
  );
}
