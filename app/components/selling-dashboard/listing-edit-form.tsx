// The listing edit form: every field of the listing (with what the seller knows about the judgment
// and the debtor, the optional collectability facts), the listing fee at the price being typed, and
// what saving does, by the listing's mode (app/domain/listing-edits.ts): for a live listing, which
// changes send it back to review (a note above the form, a "Reviewed" mark on each such field, and
// by the Save button what saving will do); for a declined one, only that saving resubmits it,
// changed or not. A plain form posting to its own page (errors come back under each field, success
// redirects); on that page, which does not hydrate, the enhancement script follows the typing: the
// fee note (app/enhance/edit-fee-note.ts) and what saving will do from the fields changed so far
// (app/enhance/edit-save-note.ts), both from what the server renders here (docs/decisions/0040).
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Choice, ChoiceGroup, Field, FormErrorBanner, TextAreaField, type Errors } from "~/components/forms";
import { PrivacyChoices } from "~/components/privacy-choices";
import { CollectabilityFields } from "~/components/listing-wizard/collectability-fields";
import { LocationFields } from "~/components/listing-wizard/location-fields";
import { todayIso } from "~/domain/dates";
import { guideRangeText, guideSpan, PRIOR_LABEL } from "~/domain/pricing-guide";
import { editFeeNote } from "~/domain/edit-fee-note";
import {
  EDIT_REVIEW_NOTE,
  EDIT_SAVE_BUTTON,
  EDIT_SEND_FOR_REVIEW,
  EDIT_STAYS_LIVE,
  EDIT_WILL_REVIEW,
  editFieldLabels,
  listingEditFieldNames,
  RE_REVIEW_WARNING,
  RESUBMIT_WARNING,
  REVIEW_MARK,
  REVIEW_MARK_SPOKEN,
  sendsBackToReview,
  type EditMode,
  type ListingEditField,
} from "~/domain/listing-edits";
import { offersVisibilityChoices } from "~/domain/privacy-wording";

type Option = { id: number; name: string };
type Values = Record<string, string>;

export type ListingEditFormProps = {
  judgmentId: number;
  values: Values;
  /**
   * After a refused save, the fields whose posted values already differ from the saved listing
   * (the form now starts from what was posted): the save note counts them as changed.
   */
  changedBefore?: readonly string[];
  errors?: Errors;
  states: Option[];
  counties: Option[];
  /** What saving does: "live" (a reviewed field's change sends it back), "declined" (resubmits it), "review". */
  mode: EditMode;
  /** Enhancements can be bought for it now (not while declined). */
  enhanceable: boolean;
  listingFeePaidCents: number;
};

function MoneyField({
  name,
  label,
  value,
  errors,
  hint,
  optional,
}: {
  name: string;
  label: ReactNode;
  value: string;
  errors?: Errors;
  hint?: ReactNode;
  optional?: boolean;
}) {
  const id = `field-${name}`;
  const fieldErrors = errors?.[name];
  const describedBy = [fieldErrors?.length ? `${id}-errors` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      {/* Two lines kept for every label of the row, so the three inputs line up however their labels wrap. */}
      <label htmlFor={id} className="label sm:flex sm:min-h-10 sm:items-end">
        <span>
          {label} {optional && <span className="font-normal text-slate-500">(optional)</span>}
        </span>
      </label>
      <div className="relative">
        <span aria-hidden="true" className="input-prefix">
          $
        </span>
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          className="input pl-7 tabular-nums"
          defaultValue={value}
          aria-invalid={fieldErrors?.length ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {fieldErrors?.length ? (
        <ul id={`${id}-errors`} className="mt-1 space-y-0.5 text-sm text-red-700" data-testid={`${id}-errors`}>
          {fieldErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The listing fee for the amounts typed, against what was paid (hidden until they read); the script follows the typing. */
function FeeNote({ amount, price, buyNow, paidCents }: { amount: string; price: string; buyNow: string; paidCents: number }) {
  const note = editFeeNote({ amount, price, buyNow }, paidCents);
  return (
    <p
      className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700"
      data-testid="fee-note"
      aria-live="polite"
      hidden={!note}
      data-enhance="edit-fee-note"
      data-paid-cents={paidCents}
    >
      Listing fee at these prices:{" "}
      <strong className="tabular-nums" data-fee-part="fee">
        {note?.fee}
      </strong>
      <span data-fee-part="rest">{note?.rest}</span>
    </p>
  );
}

/** The mark beside a field whose change sends a live listing back to review. */
function ReviewMark() {
  return (
    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-px align-middle text-[11px] font-semibold uppercase tracking-wide text-amber-900">
      <span aria-hidden="true">{REVIEW_MARK}</span>
      <span className="sr-only">{REVIEW_MARK_SPOKEN}</span>
    </span>
  );
}

const warningIcon =
  "M8.3 2.9a2 2 0 0 1 3.4 0l6.4 11.2A2 2 0 0 1 16.4 17H3.6a2 2 0 0 1-1.7-2.9L8.3 2.9ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z";

/** By the Save button of a declined listing: saving resubmits it, whatever changed. */
function ResubmitNote() {
  return (
    <p
      role="note"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="resubmit-warning"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-amber-600">
        <path fill="currentColor" d={warningIcon} />
      </svg>
      <span>{RESUBMIT_WARNING}</span>
    </p>
  );
}

/** The reviewed fields' names and labels, for the script to name the ones changed. */
const reviewedLabels = JSON.stringify(
  Object.fromEntries(listingEditFieldNames.filter(sendsBackToReview).map((field) => [field, editFieldLabels[field]])),
);

/**
 * By the Save button of a live listing: what saving will do. The page comes with the general
 * warning ("unchanged"); the script sets `data-state` (review, live, unchanged) and the words as
 * fields change, and the look follows the state by CSS.
 */
function SaveNote({ changedBefore }: { changedBefore: readonly string[] }) {
  return (
    <p
      role="note"
      aria-live="polite"
      className="group flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 data-[state=live]:border-emerald-300 data-[state=live]:bg-emerald-50 data-[state=live]:text-emerald-950"
      data-testid="re-review-warning"
      data-state="unchanged"
      data-enhance="edit-save-note"
      data-reviewed={reviewedLabels}
      data-changed-before={JSON.stringify(changedBefore)}
      data-says-review={EDIT_WILL_REVIEW}
      data-says-live={EDIT_STAYS_LIVE}
      data-says-unchanged={RE_REVIEW_WARNING}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 group-data-[state=live]:hidden">
        <path fill="currentColor" d={warningIcon} />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 hidden h-5 w-5 shrink-0 text-emerald-600 group-data-[state=live]:block">
        <path fill="currentColor" d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm3.6 5.2-4.6 4.6-2.1-2.1-1.1 1.1 3.2 3.2 5.7-5.7-1.1-1.1Z" />
      </svg>
      <span data-save-note="text">{RE_REVIEW_WARNING}</span>
    </p>
  );
}

export function ListingEditForm(props: ListingEditFormProps) {
  const { judgmentId, values, states, counties, mode, enhanceable, listingFeePaidCents } = props;
  // Only a live listing has fields whose change it may keep: the others say one thing whatever changes.
  const reviewed = mode === "live";
  const errors = props.errors;
  const mark = (field: ListingEditField) => (reviewed && sendsBackToReview(field) ? <ReviewMark /> : null);
  /** A field's label (the domain's words), "(optional)" when it is, and its mark. */
  const labelled = (field: ListingEditField, { optional = false } = {}) => (
    <>
      {editFieldLabels[field]}
      {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      {mark(field)}
    </>
  );

  return (
    <Form method="post" noValidate className="space-y-8" data-testid="listing-edit-form">
      <FormErrorBanner errors={errors} />
      {reviewed && (
        <p
          role="note"
          className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
          data-testid="edit-review-note"
        >
          {EDIT_REVIEW_NOTE}
        </p>
      )}

      <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="edit-judgment-title">
        <h2 id="edit-judgment-title" className="text-lg font-semibold">
          The judgment
        </h2>
        <Field name="title" label={labelled("title")} defaultValue={values.title} errors={errors} maxLength={120} required />
        <TextAreaField
          name="description"
          label={labelled("description", { optional: true })}
          defaultValue={values.description}
          errors={errors}
          rows={6}
        />
        <LocationFields
          states={states}
          counties={counties}
          stateId={values.state_id ?? ""}
          countyId={values.county_id ?? ""}
          errors={errors}
          mark={mark("state_id")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="casenum" label={labelled("casenum")} defaultValue={values.casenum} errors={errors} required />
          <Field name="courthouse" label={labelled("courthouse", { optional: true })} defaultValue={values.courthouse} errors={errors} />
        </div>
        <div className="sm:w-1/2 sm:pr-2">
          <Field
            name="date_awarded"
            label={labelled("date_awarded")}
            type="date"
            min="1970-01-01"
            max={todayIso()}
            defaultValue={values.date_awarded}
            errors={errors}
            required
          />
        </div>
        <CollectabilityFields values={values} errors={errors} today={todayIso()} mark={mark} />
      </section>

      <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="edit-pricing-title">
        <h2 id="edit-pricing-title" className="text-lg font-semibold">
          Pricing
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField name="amount" label={labelled("amount")} value={values.amount ?? ""} errors={errors} />
          <MoneyField
            name="price"
            label={labelled("price")}
            value={values.price ?? ""}
            errors={errors}
            hint={
              <>
                {PRIOR_LABEL}: {guideRangeText(guideSpan)} of the amount, by what you know of the debtor (
                <Link to="/how-to-sell#pricing">pricing guide</Link>).
              </>
            }
          />
          <MoneyField name="buy_now" label={labelled("buy_now")} value={values.buy_now ?? ""} errors={errors} optional />
        </div>
        <FeeNote amount={values.amount ?? ""} price={values.price ?? ""} buyNow={values.buy_now ?? ""} paidCents={listingFeePaidCents} />
      </section>

      <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="edit-privacy-title">
        <h2 id="edit-privacy-title" className="text-lg font-semibold">
          Privacy
        </h2>
        <PrivacyChoices value={values.privacy} errors={errors} mark={mark("privacy")} />
        <ChoiceGroup legend="Who may see the offers" name="offers_visibility" errors={errors}>
          <Choice name="offers_visibility" value="all" checked={values.offers_visibility === "all"} {...offersVisibilityChoices.all} />
          <Choice
            name="offers_visibility"
            value="owner"
            checked={values.offers_visibility === "owner"}
            {...offersVisibilityChoices.owner}
          />
        </ChoiceGroup>
      </section>

      {enhanceable && (
        <section
          className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
          aria-labelledby="edit-enhance-title"
        >
          <div>
            <h2 id="edit-enhance-title" className="text-lg font-semibold">
              Enhancements
            </h2>
            <p className="text-sm text-slate-600">Bold, highlight or feature the listing to reach more buyers.</p>
          </div>
          <Link to={`/sell/enhance/${judgmentId}`} className="btn-secondary shrink-0">
            Add enhancements
          </Link>
        </section>
      )}

      <div className="space-y-4">
        {reviewed && <SaveNote changedBefore={props.changedBefore ?? []} />}
        {mode === "declined" && <ResubmitNote />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={`/judgments/${judgmentId}`} className="btn-secondary">
            Cancel
          </Link>
          <button
            type="submit"
            className="btn-primary"
            data-busy-label="Saving…"
            data-review-label={reviewed ? EDIT_SEND_FOR_REVIEW : undefined}
            data-testid="edit-save"
          >
            {EDIT_SAVE_BUTTON[mode]}
          </button>
        </div>
      </div>
    </Form>
  );
}
