// The "Buyer Info" form: the name and address a purchased judgment is assigned to.
import { Form } from "react-router";
import { Field, FormErrorBanner, type Errors } from "~/components/forms";
/** The saved address; any part may still be missing. */
export type SavedAddress = {
  name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

type Props = { address: SavedAddress | null; values?: Record<string, string>; errors?: Errors; returnTo: string | null };

export function AddressForm({ address, values, errors, returnTo }: Props) {
  const value = (field: string, saved: string | null | undefined) => values?.[field] ?? saved ?? "";
  return (
    <Form method="post" className="space-y-4" data-testid="address-form" noValidate>
      <FormErrorBanner errors={errors} />
      {returnTo && <input type="hidden" name="return" value={returnTo} />}
      <Field
        name="name"
        label="Full legal name"
        errors={errors}
        defaultValue={value("name", address?.name)}
        autoComplete="name"
        maxLength={100}
      />
      <Field
        name="address1"
        label="Address"
        errors={errors}
        defaultValue={value("address1", address?.address1)}
        autoComplete="address-line1"
        maxLength={120}
      />
      <Field
        name="address2"
        label="Address line 2 (optional)"
        errors={errors}
        defaultValue={value("address2", address?.address2)}
        autoComplete="address-line2"
        maxLength={120}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <Field
          name="city"
          label="City"
          errors={errors}
          defaultValue={value("city", address?.city)}
          autoComplete="address-level2"
          maxLength={80}
        />
        <Field
          name="state"
          label="State"
          errors={errors}
          defaultValue={value("state", address?.state)}
          autoComplete="address-level1"
          maxLength={2}
          placeholder="xx"
          className="input uppercase"
        />
        <Field
          name="zip"
          label="Zip"
          errors={errors}
          defaultValue={value("zip", address?.zip)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          placeholder="5 digits"
        />
      </div>
      <button type="submit" className="btn-primary" data-busy-label="Saving…">
        Save Address
      </button>
    </Form>
  );
}
