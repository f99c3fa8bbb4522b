// My Settings: an account made with the listing wizard's short form may have no name yet. This asks
// for it (the name is used on invoices and in e-mails); shown only while the name is empty.
import { Form } from "react-router";
import { Field } from "~/components/forms";
import { contactNameMax } from "~/domain/listing-form";

export const NAME_INTENT = "name";

export function NamePrompt({ errors }: { errors?: Record<string, string[]> }) {
  return (
    <Form method="post" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4" noValidate data-testid="name-prompt">
      <input type="hidden" name="intent" value={NAME_INTENT} />
      <p className="text-sm text-amber-900">Please complete your account: add your name. It is used on your invoices and in our e-mails.</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field name="name" label="Your name" autoComplete="name" required maxLength={contactNameMax} errors={errors} />
        </div>
        <button type="submit" className="btn-primary sm:mt-6" data-busy-label="Saving…" data-testid="name-save">
          Save Name
        </button>
      </div>
    </Form>
  );
}
