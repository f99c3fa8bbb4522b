// The buyer's assignment info (legal name and physical address): the messages and the check that it
// is on file, for /profile, the pay page and the server. The form's Zod schema, for the server's
// checks, is in app/domain/schemas/address-form.ts.

export const ADDRESS_SAVED = "Address Saved Successfully!";
export const ADDRESS_NEEDED = "Ooops... we need assignment info from you before you can pay for this judgment!";

/** True when every required part of the assignment info is on file. */
export function hasAssignmentInfo(
  address: { name: string | null; address1: string | null; city: string | null; state: string | null; zip: string | null } | null,
): boolean {
  return Boolean(address?.name?.trim() && address.address1?.trim() && address.city?.trim() && address.state?.trim() && address.zip?.trim());
}
