// The field errors an escrow form post came back with (the page action's 422:
// { escrowIntent, escrowErrors, escrowTyped }), which form they belong to, and what was typed in it
// (the form comes back filled in: the page does not hydrate, nothing else keeps it).
export type EscrowFormErrors = {
  intent: string;
  errors: Record<string, string[] | undefined>;
  typed?: Readonly<Record<string, string>>;
} | null;

/** What was typed in this intent's form when it came back refused, or undefined. */
export function typedFor(errors: EscrowFormErrors, intent: string): Readonly<Record<string, string>> | undefined {
  return errors?.intent === intent ? errors.typed : undefined;
}

/** The errors of this intent's form, or undefined. */
export function errorsFor(errors: EscrowFormErrors, intent: string): Record<string, string[] | undefined> | undefined {
  return errors?.intent === intent ? errors.errors : undefined;
}
