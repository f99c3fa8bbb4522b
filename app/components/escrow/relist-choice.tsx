// The owner's choice, while the judgment waits for its assignment, of where the listing goes if
// the buyer cancels after the deadline: back on sale (active) or hidden (intent=relist_choice).
import { Form } from "react-router";
import { FieldErrors } from "~/components/forms";
import { useListingPath } from "~/components/judgments/listing-path";

const choices = [
  { value: "active", title: "Active", text: "Back on sale right away." },
  { value: "hidden", title: "Hidden", text: "Kept in your listings, unseen until you unhide it." },
] as const;

export function RelistChoice({
  judgmentId,
  relistAs,
  errors,
}: {
  judgmentId: number;
  relistAs: "active" | "hidden" | null;
  errors?: Record<string, string[] | undefined>;
}) {
  const listingAction = useListingPath(judgmentId);
  const current = relistAs ?? "active";
  return (
    <Form method="post" action={listingAction} className="space-y-2" data-testid="relist-choice">
      <input type="hidden" name="intent" value="relist_choice" />
      <fieldset aria-describedby={errors?.relist_as ? "relist-as-errors" : undefined}>
        <legend className="text-sm font-semibold text-slate-700">If the buyer cancels, put my listing back as</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-w-40 flex-1 cursor-pointer gap-2 rounded-md border border-slate-200 p-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="relist_as" value={choice.value} defaultChecked={current === choice.value} className="mt-0.5" />
              <span>
                <span className="block font-semibold text-slate-900">{choice.title}</span>
                <span className="text-slate-600">{choice.text}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id="relist-as-errors" errors={errors?.relist_as ?? errors?._} />
      </fieldset>
      <button type="submit" className="btn-secondary" data-testid="relist-choice-save">
        Save choice
      </button>
    </Form>
  );
}
