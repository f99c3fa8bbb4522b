// One upsell's form on /admin/upsells: name, description, price in dollars and whether it is
// offered. A plain form posting to the page with the upsell's id, so it works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Field, FieldErrors, TextAreaField, type Errors } from "~/components/forms";
import { formatMoney } from "~/domain/money";
import { UPSELL_DESCRIPTION_MAX, UPSELL_MAX_CENTS, UPSELL_NAME_MAX } from "~/domain/upsell-form";

export type UpsellFormValues = { name: string; description: string; price: string; active: boolean };
export type UpsellItem = { id: number; code: string; name: string; amountCents: number; active: boolean };

export function UpsellEditForm({ upsell, values, errors }: { upsell: UpsellItem; values: UpsellFormValues; errors?: Errors }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("id") === String(upsell.id);
  const prefix = `upsell-${upsell.id}`;
  return (
    <Form
      method="post"
      className={`card p-4 sm:p-5 ${upsell.active ? "" : "border-dashed bg-slate-50"}`}
      data-testid={`upsell-${upsell.code}`}
      aria-labelledby={`${prefix}-title`}
      // The values shown are the row's after a save, the posted ones after a refusal.
      key={`${values.name}|${values.price}|${values.active}`}
    >
      <input type="hidden" name="id" value={upsell.id} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${prefix}-title`} className="text-base font-semibold">
          {upsell.name} <span className="font-normal text-slate-500">· {formatMoney(upsell.amountCents)}</span>
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${upsell.active ? "bg-accent-50 text-accent-800" : "bg-slate-200 text-slate-700"}`}
        >
          {upsell.active ? "Offered" : "Not offered"}
        </span>
      </div>
      <FieldErrors id={`${prefix}-errors`} errors={errors?._ ?? errors?.id} />
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Field
          id={`${prefix}-name`}
          name="name"
          label="Name"
          errors={errors}
          defaultValue={values.name}
          required
          maxLength={UPSELL_NAME_MAX}
          autoComplete="off"
        />
        <Field
          id={`${prefix}-price`}
          name="price"
          label="Price (US$)"
          errors={errors}
          defaultValue={values.price}
          required
          inputMode="decimal"
          pattern="\$?\d{1,7}(\.\d{1,2})?"
          title={`Dollars and cents, like 19.99, at most ${formatMoney(UPSELL_MAX_CENTS)}`}
          autoComplete="off"
        />
      </div>
      <div className="mt-3">
        <TextAreaField
          id={`${prefix}-description`}
          name="description"
          label="Description"
          errors={errors}
          defaultValue={values.description}
          required
          maxLength={UPSELL_DESCRIPTION_MAX}
          rows={3}
          className="input min-h-20"
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="active" value="on" defaultChecked={values.active} className="h-4 w-4 rounded border-slate-300" />
          Offered to sellers
        </label>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving…" : `Save ${upsell.name}`}
        </button>
      </div>
    </Form>
  );
}
