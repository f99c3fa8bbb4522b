// Form fields with their server-side errors shown right under them.
import { MarkupElement } from "~/components/html/markup-element";
import { fieldErrorsParts } from "./forms-html";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export type Errors = Record<string, string[] | undefined> | undefined;

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return <MarkupElement element={fieldErrorsParts(id, errors)} />;
}

type FieldProps = {
  name: string;
  label: ReactNode;
  errors?: Errors;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>;

/** How a control is tied to its label, hint and errors. */
type Wiring = { id: string; invalid: true | undefined; describedBy: string | undefined };

/** A labelled control with its hint and its errors under it; `control` draws the input or select. */
function LabelledControl({
  name,
  label,
  errors,
  hint,
  id,
  control,
}: {
  name: string;
  label: ReactNode;
  errors?: Errors;
  hint?: ReactNode;
  id?: string;
  control: (wiring: Wiring) => ReactNode;
}) {
  const inputId = id ?? `field-${name}`;
  const fieldErrors = errors?.[name];
  const describedBy = [fieldErrors?.length ? `${inputId}-errors` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      {control({ id: inputId, invalid: fieldErrors?.length ? true : undefined, describedBy: describedBy || undefined })}
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldErrors id={`${inputId}-errors`} errors={fieldErrors} />
    </div>
  );
}

export function Field({ name, label, errors, hint, id, ...input }: FieldProps) {
  return (
    <LabelledControl
      name={name}
      label={label}
      errors={errors}
      hint={hint}
      id={id}
      control={(w) => (
        <input id={w.id} name={name} className="input" aria-invalid={w.invalid} aria-describedby={w.describedBy} {...input} />
      )}
    />
  );
}

type SelectFieldProps = { name: string; label: ReactNode; errors?: Errors; hint?: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>;

/** A select with its label, hint and errors, as Field draws an input. */
export function SelectField({ name, label, errors, hint, id, children, ...select }: SelectFieldProps) {
  return (
    <LabelledControl
      name={name}
      label={label}
      errors={errors}
      hint={hint}
      id={id}
      control={(w) => (
        <select id={w.id} name={name} className="input" aria-invalid={w.invalid} aria-describedby={w.describedBy} {...select}>
          {children}
        </select>
      )}
    />
  );
}

type TextAreaProps = { name: string; label: ReactNode; errors?: Errors } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ name, label, errors, id, ...textarea }: TextAreaProps) {
  const inputId = id ?? `field-${name}`;
  const fieldErrors = errors?.[name];
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <textarea
        id={inputId}
        name={name}
        className="input min-h-32"
        aria-invalid={fieldErrors?.length ? true : undefined}
        aria-describedby={fieldErrors?.length ? `${inputId}-errors` : undefined}
        {...textarea}
      />
      <FieldErrors id={`${inputId}-errors`} errors={fieldErrors} />
    </div>
  );
}

/** The banner the specs show above a form that came back with errors. */
export function FormErrorBanner({ errors }: { errors: Errors }) {
  if (!errors || !Object.keys(errors).length) return null;
  const general = errors._ ?? [];
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold">Please check your input and try again.</p>
      {general.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A radio choice with a title and a sentence that explains it. */
export function Choice({
  name,
  value,
  checked,
  title,
  text,
}: {
  name: string;
  value: string;
  checked: boolean;
  title: string;
  text: string;
}) {
  return (
    <label className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="mt-1" />
      <span className="text-sm">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="text-slate-600">{text}</span>
      </span>
    </label>
  );
}

/** Radio choices under one legend, with the field's errors under them. */
export function ChoiceGroup({ legend, name, errors, children }: { legend: ReactNode; name: string; errors?: Errors; children: ReactNode }) {
  const fieldErrors = errors?.[name];
  return (
    <fieldset aria-describedby={fieldErrors?.length ? `field-${name}-errors` : undefined}>
      <legend className="label">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {fieldErrors?.length ? (
        <ul id={`field-${name}-errors`} className="mt-1 space-y-0.5 text-sm text-red-700" data-testid={`field-${name}-errors`}>
          {fieldErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
