// A styled "are you sure?" on the native <dialog> (ui/dialog.tsx): the question, what will happen,
// and a confirm button that posts a real form with the fields given, so what the person confirmed
// is what the server receives. Escape, the close button, the backdrop and Cancel close it.
// Used in place of the browser's plain confirm().
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Dialog, DialogCancel } from "./dialog";
import { closeDialog } from "./dialog-control";

export type ConfirmDialogProps = {
  id: string;
  title: string;
  children: ReactNode;
  /** Where the confirmed form posts, and its fields. */
  action: string;
  fields: Record<string, string>;
  confirmLabel: string;
  /** A destructive choice gets a red button. */
  danger?: boolean;
  busy?: boolean;
  testId?: string;
};

export function ConfirmDialog({ id, title, children, action, fields, confirmLabel, danger, busy, testId }: ConfirmDialogProps) {
  return (
    <Dialog id={id} title={title}>
      <div className="space-y-3 text-sm text-slate-700" data-testid={testId}>
        {children}
        <Form method="post" action={action} preventScrollReset onSubmit={() => closeDialog(id)}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogCancel dialogId={id} />
            <button
              type="submit"
              className={danger ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
              disabled={busy}
              data-testid={testId ? `${testId}-confirm` : undefined}
            >
              {confirmLabel}
            </button>
          </div>
        </Form>
      </div>
    </Dialog>
  );
}
