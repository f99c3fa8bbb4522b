// Sends an offer modal's form to the JSON API with fetch (X-Requested-With), reads the answer into
// something to show (field errors, a refusal, success), and refreshes the page's data after any
// answer that changed or revealed the buyer's offer. Without JavaScript the form posts to the
// judgment page's action instead (intent=offer | edit-offer). The form's check (app/domain/offer-form.ts,
// the rules the server's schemas use) catches typing mistakes before sending.
import { useCallback, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { postJson } from "~/components/ui/api";

export type OfferOutcome =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "done"; ok: boolean; message: string; errors?: Record<string, string[]>; offerId?: number };

type Answer = { message?: string; errors?: Record<string, string[]>; offer_id?: number };

const CHECK_INPUT = "Please check your input and try again.";

/** The form's fields as the browser checks them before sending: field errors, or null. */
type Check = (fields: Record<string, string>) => Record<string, string[]> | null;

export function useOfferForm(endpoint: string, success: string, check?: Check) {
  const [outcome, setOutcome] = useState<OfferOutcome>({ state: "idle" });
  const revalidator = useRevalidator();
  const reset = useCallback(() => setOutcome({ state: "idle" }), []);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    delete fields.intent;
    const problems = check?.(fields);
    if (problems) {
      setOutcome({ state: "done", ok: false, message: CHECK_INPUT, errors: problems });
      return;
    }
    setOutcome({ state: "sending" });
    try {
      const response = await postJson(endpoint, fields);
      const body = (await response.json().catch(() => null)) as Answer | null;
      if (response.ok) {
        setOutcome({ state: "done", ok: true, message: body?.message ?? success });
        form.reset();
        revalidator.revalidate();
        return;
      }
      if (response.status === 401) {
        setOutcome({ state: "done", ok: false, message: "Please sign in again to continue." });
        return;
      }
      const fieldErrors = response.status === 422 ? body?.errors : undefined;
      const message = response.status === 422 ? CHECK_INPUT : (body?.message ?? "Oops... we hit a snag. Please try again.");
      setOutcome({ state: "done", ok: false, message, errors: fieldErrors, offerId: body?.offer_id });
      if (body?.offer_id) revalidator.revalidate();
    } catch {
      setOutcome({ state: "done", ok: false, message: "We could not reach the server. Please check your connection and try again." });
    }
  }
  return { outcome, onSubmit, reset };
}
