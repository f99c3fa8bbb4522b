// The two review decisions that carry the administrator's words to the seller: Request More Info
// (the message, posted to /admin/judgments/request_info; the listing stays pending) and Decline (the
// reason, posted to /admin/judgments/decline; docs/decisions/0039). Each opens in a dialog (the
// invoker buttons open it even before JavaScript loads), which is also the confirmation: nothing
// happens until the words are written and the dialog's button pressed. Words that came back with
// errors are shown again in the listing's card, open, with the error under the field.
import { Dialog, DialogButton, DialogCancel } from "~/components/ui/dialog";
import { FormErrorBanner, TextAreaField, type Errors } from "~/components/forms";
import { LISTING_VERSION_FIELD, reviewFormAnchor, type ReviewTextKind } from "~/domain/review-queue";

export type { ReviewTextKind };

const kinds = {
  request_info: {
    action: "/admin/judgments/request_info",
    field: "message",
    dialog: "request-info",
    button: "Request More Info",
    title: "Request More Info",
    label: "Message to the seller",
    submit: "Send Request",
    submitClass: "btn-primary",
    openClass: "btn-secondary",
    placeholder: "For example: please remove the phone number from the description; buyers reach sellers through our messages.",
    after: "The seller receives it by e-mail and sees it on the selling dashboard.",
    describe: (title: string, handle: string) => `Ask @${handle} about “${title}”. The listing stays pending review.`,
  },
  decline: {
    action: "/admin/judgments/decline",
    field: "reason",
    dialog: "decline",
    button: "Decline",
    title: "Decline this listing",
    label: "Reason for the seller",
    submit: "Decline listing",
    submitClass: "btn bg-red-700 text-white hover:bg-red-800",
    openClass: "btn border border-red-300 bg-white text-red-800 hover:bg-red-50",
    placeholder: "For example: the description names the debtor's employer's phone number; please remove it and resubmit.",
    after: "The seller receives it by e-mail and sees it on the selling dashboard, and can edit the listing and resubmit it.",
    describe: (title: string, handle: string) =>
      `Decline “${title}” by @${handle}. It leaves the review queue and goes back to its seller; any open offers on it are declined and their buyers told.`,
  },
} as const;

/** The dialog's id and the id of the form shown again on the card. */
export const reviewTextDialogId = (kind: ReviewTextKind, judgmentId: number) => `${kinds[kind].dialog}-${judgmentId}`;
export const reviewTextAnchor = (kind: ReviewTextKind, judgmentId: number) => reviewFormAnchor(judgmentId, kind);
export const reviewTextTitle = (kind: ReviewTextKind) => kinds[kind].title;

type FormProps = {
  kind: ReviewTextKind;
  judgmentId: number;
  /** The version of the listing the card shows: the decision is refused if it changed since. */
  version: string;
  /** The card after this one on the page (where the outcome's notice goes once this one has left). */
  nextId: number | null;
  returnTo: string;
  limits: { min: number; max: number };
  /** Words that came back with errors, to show again. */
  draft?: { message: string; errors: Errors } | null;
  /** Inside a dialog: a Cancel button closes it. */
  dialogId?: string;
};

export function ReviewTextForm({ kind, judgmentId, version, nextId, returnTo, limits, draft, dialogId }: FormProps) {
  const config = kinds[kind];
  const fieldId = `${config.dialog}-${judgmentId}-${config.field}${dialogId ? "" : "-again"}`;
  return (
    <form method="post" action={config.action} className="space-y-4" noValidate data-testid={`${config.dialog}-form`}>
      <input type="hidden" name="judgment_id" value={judgmentId} />
      <input type="hidden" name={LISTING_VERSION_FIELD} value={version} />
      <input type="hidden" name="next_id" value={nextId ?? ""} />
      <input type="hidden" name="redirect_to" value={returnTo} />
      <FormErrorBanner errors={draft?.errors} />
      <TextAreaField
        id={fieldId}
        name={config.field}
        label={config.label}
        rows={5}
        required
        minLength={limits.min}
        maxLength={limits.max}
        defaultValue={draft?.message ?? ""}
        errors={draft?.errors}
        autoFocus={Boolean(draft)}
        placeholder={config.placeholder}
      />
      <p className="text-xs text-slate-500">
        {limits.min} to {limits.max.toLocaleString("en-US")} characters. {config.after}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {dialogId ? (
          <DialogCancel dialogId={dialogId} />
        ) : (
          <a href={returnTo} className="btn-secondary">
            Cancel
          </a>
        )}
        <button type="submit" className={config.submitClass}>
          {config.submit}
        </button>
      </div>
    </form>
  );
}

export function ReviewTextButton({ kind, judgmentId }: { kind: ReviewTextKind; judgmentId: number }) {
  const config = kinds[kind];
  return (
    <DialogButton dialogId={reviewTextDialogId(kind, judgmentId)} className={`${config.openClass} w-full sm:w-auto`} testId={config.dialog}>
      {config.button}
    </DialogButton>
  );
}

export function ReviewTextDialog(props: Omit<FormProps, "dialogId" | "draft"> & { title: string; sellerHandle: string }) {
  const id = reviewTextDialogId(props.kind, props.judgmentId);
  const { title, sellerHandle, ...form } = props;
  return (
    <Dialog id={id} title={reviewTextTitle(props.kind)} description={kinds[props.kind].describe(title, sellerHandle)}>
      <ReviewTextForm {...form} dialogId={id} />
    </Dialog>
  );
}
