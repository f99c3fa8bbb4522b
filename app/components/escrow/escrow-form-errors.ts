// The field errors an escrow form post came back with (the page action's 422:
// { escrowIntent, escrowErrors }), and which form they belong to.
export type EscrowFormErrors = { intent: string; errors: Record<string, string[] | undefined> } | null;

/** The errors of this intent's form, or undefined. */
export function errorsFor(errors: EscrowFormErrors, intent: string): Record<string, string[] | undefined> | undefined {
  return errors?.intent === intent ? errors.errors : undefined;
}
