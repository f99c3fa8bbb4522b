// "Request More Info": the message to the seller, posted to /admin/judgments/request_info. It opens
// in a dialog (the invoker buttons open it even before JavaScript loads). A message that came back
// with errors is shown again in the listing's card, open, with the error under the field.
import { Dialog, DialogButton, DialogCancel } from "~/components/ui/dialog";
import { FormErrorBanner, TextAreaField, type Errors } from "~/components/forms";

type FormProps = {
  judgmentId: number;
  returnTo: string;
  limits: { min: number; max: number };
  /** A message that came back with errors, to show again. */
  draft?: { message: string; errors: Errors } | null;
  /** Inside a dialog: a Cancel button closes it. */
  dialogId?: string;
};

export function RequestInfoForm({ judgmentId, returnTo, limits, draft, dialogId }: FormProps) {
  const fieldId = `request-info-${judgmentId}-message${dialogId ? "" : "-again"}`;
  return (
    <form method="post" action="/admin/judgments/request_info" className="space-y-4" noValidate data-testid="request-info-form">
      <input type="hidden" name="judgment_id" value={judgmentId} />
      <input type="hidden" name="redirect_to" value={returnTo} />
      <FormErrorBanner errors={draft?.errors} />
      <TextAreaField
        id={fieldId}
        name="message"
        label="Message to the seller"
        rows={5}
        required
        maxLength={limits.max}
        defaultValue={draft?.message ?? ""}
        errors={draft?.errors}
        autoFocus={Boolean(draft)}
        placeholder="For example: please remove the phone number from the description; buyers reach sellers through our messages."
      />
      <p className="text-xs text-slate-500">
        {limits.min} to {limits.max.toLocaleString("en-US")} characters. The seller receives it by e-mail and sees it on the selling
        dashboard.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {dialogId ? (
          <DialogCancel dialogId={dialogId} />
        ) : (
          <a href={returnTo} className="btn-secondary">
            Cancel
          </a>
        )}
        <button type="submit" className="btn-primary">
          Send Request
        </button>
      </div>
    </form>
  );
}

export function RequestInfoButton({ judgmentId }: { judgmentId: number }) {
  return (
    <DialogButton dialogId={`request-info-${judgmentId}`} className="btn-secondary" testId="request-info">
      Request More Info
    </DialogButton>
  );
}

export function RequestInfoDialog(props: Omit<FormProps, "dialogId" | "draft"> & { title: string; sellerHandle: string }) {
  const id = `request-info-${props.judgmentId}`;
  return (
    <Dialog
      id={id}
      title="Request More Info"
      description={
        <>
          Ask @{props.sellerHandle} about “{props.title}”. The listing stays pending review.
        </>
      }
    >
      <RequestInfoForm judgmentId={props.judgmentId} returnTo={props.returnTo} limits={props.limits} dialogId={id} />
    </Dialog>
  );
}
