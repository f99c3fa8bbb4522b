// The listing edit form: every field of the listing (with what the seller knows about the judgment
// and the debtor, the optional collectability facts), the listing fee at the price being typed, and
// what saving does, by the listing's mode (app/domain/listing-edits.ts): for a live listing, which
// changes send it back to review (a note above the form, a "Reviewed" mark on each such field, and
// by the Save button what saving will do, with JavaScript from the fields changed so far); for a
// declined one, only that saving resubmits it, changed or not. Without JavaScript it posts to its own
// page; with it, the same fields go to the spec's PUT /judgments/{id} through a fetcher (errors come
// back under each field, success redirects).
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Choice, ChoiceGroup, Field, FormErrorBanner, TextAreaField, type Errors } from "~/components/forms";
import { PrivacyChoices } from "~/components/privacy-choices";
import { CollectabilityFields } from "~/components/listing-wizard/collectability-fields";
import { LocationFields } from "~/components/listing-wizard/location-fields";
import { todayIso } from "~/domain/dates";
import { listingFee, listingFeeTier, typedListingPrices } from "~/domain/fees";
import { feeSchedule } from "~/config/fees";
import { formatMoney, formatPercent } from "~/domain/money";
import { listingFeeBasisSentence } from "~/domain/fee-wording";
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
  onChange,
  errors,
  hint,
  optional,
}: {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
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

/** The listing fee for the amounts being typed, against what was paid. */
function FeeNote({ amount, price, buyNow, paidCents }: { amount: string; price: string; buyNow: string; paidCents: number }) {
  const typed = typedListingPrices({ amount, price, buyNow });
  if (!typed) return null;
  const { amountCents, prices } = typed;
  const fee = listingFee(prices, amountCents);
  const tier = listingFeeTier(prices, amountCents);
  const due = fee - paidCents;
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="fee-note" aria-live="polite">
      Listing fee at these prices: <strong className="tabular-nums">{fee === 0 ? "Free" : formatMoney(fee)}</strong> ({tier.label}).{" "}
      {listingFeeBasisSentence(prices, amountCents)} {paidCents > 0 && <>You have paid {formatMoney(paidCents)}. </>}
      {due > 0 ? (
        <>
          After saving, pay {formatMoney(due)}
          {paidCents > 0 ? " more" : ""} at checkout (My Listing links there) so an administrator can approve the listing.
        </>
      ) : (
        paidCents > fee && "Listing fees already paid are not refunded when you lower the price."
      )}
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

/** The fields that differ from what the page was loaded with (text as the form holds it). */
function changedFields(form: HTMLFormElement, values: Values): ListingEditField[] {
  const data = new FormData(form);
  return listingEditFieldNames.filter((name) => {
    const now = data.get(name);
    return (typeof now === "string" ? now.trim() : "") !== (values[name] ?? "").trim();
  });
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

/** By the Save button of a live listing: what saving will do. */
function SaveNote({ changed }: { changed: ListingEditField[] | null }) {
  const reviewedChanges = changed?.filter(sendsBackToReview) ?? [];
  const state = changed === null || changed.length === 0 ? "unchanged" : reviewedChanges.length > 0 ? "review" : "live";
  const live = state === "live";
  return (
    <p
      role="note"
      aria-live="polite"
      className={`flex gap-3 rounded-md border px-4 py-3 text-sm ${
        live ? "border-emerald-300 bg-emerald-50 text-emerald-950" : "border-amber-300 bg-amber-50 text-amber-950"
      }`}
      data-testid="re-review-warning"
      data-state={state}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-0.5 h-5 w-5 shrink-0 ${live ? "text-emerald-600" : "text-amber-600"}`}>
        {live ? (
          <path fill="currentColor" d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm3.6 5.2-4.6 4.6-2.1-2.1-1.1 1.1 3.2 3.2 5.7-5.7-1.1-1.1Z" />
        ) : (
          <path fill="currentColor" d={warningIcon} />
        )}
      </svg>
      <span>
        {state === "review"
          ? `${EDIT_WILL_REVIEW} You changed: ${reviewedChanges.map((field) => editFieldLabels[field]).join(", ")}.`
          : state === "live"
            ? EDIT_STAYS_LIVE
            : RE_REVIEW_WARNING}
      </span>
    </p>
  );
}

export function ListingEditForm(props: ListingEditFormProps) {
  const { judgmentId, values, states, counties, mode, enhanceable, listingFeePaidCents } = props;
  // Only a live listing has fields whose change it may keep: the others say one thing whatever changes.
  const reviewed = mode === "live";
  const fetcher = useFetcher<{ errors?: Record<string, string[]> }>({ key: `edit-listing-${judgmentId}` });
  const navigation = useNavigation();
  const errors = (fetcher.data?.errors ?? props.errors) as Errors;
  const [amount, setAmount] = useState(values.amount ?? "");
  const [price, setPrice] = useState(values.price ?? "");
  const [buyNow, setBuyNow] = useState(values.buy_now ?? "");
  const busy = fetcher.state !== "idle" || navigation.state === "submitting";
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // With JavaScript: the fields changed so far, so the page says what saving will do.
  const [changed, setChanged] = useState<ListingEditField[] | null>(null);
  const noteChanges = (event: FormEvent<HTMLFormElement>) => reviewed && setChanged(changedFields(event.currentTarget, values));
  const willReview = changed?.some(sendsBackToReview) ?? false;
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
    <Form
      method="post"
      noValidate
      className="space-y-8"
      data-testid="listing-edit-form"
      data-hydrated={hydrated || undefined}
      onChange={noteChanges}
      onInput={noteChanges}
      onSubmit={(event) => {
        // With JavaScript: the spec's PUT /judgments/{id}, answered with errors or a redirect.
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.name === "intent") return;
        event.preventDefault();
        fetcher.submit(event.currentTarget, { method: "PUT", action: `/judgments/${judgmentId}` });
      }}
    >
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
          <MoneyField name="amount" label={labelled("amount")} value={amount} onChange={setAmount} errors={errors} />
          <MoneyField
            name="price"
            label={labelled("price")}
            value={price}
            onChange={setPrice}
            errors={errors}
            hint={`We recommend ${formatPercent(feeSchedule.recommendedPriceBps.min)} to ${formatPercent(feeSchedule.recommendedPriceBps.max)} of the amount.`}
          />
          <MoneyField name="buy_now" label={labelled("buy_now")} value={buyNow} onChange={setBuyNow} errors={errors} optional />
        </div>
        <FeeNote amount={amount} price={price} buyNow={buyNow} paidCents={listingFeePaidCents} />
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
        {reviewed && <SaveNote changed={changed} />}
        {mode === "declined" && <ResubmitNote />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={`/judgments/${judgmentId}`} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Saving…" : willReview ? EDIT_SEND_FOR_REVIEW : EDIT_SAVE_BUTTON[mode]}
          </button>
        </div>
      </div>
    </Form>
  );
}
