// Form fields with their server-side errors shown right under them.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

export type Errors = Record<string, string[] | undefined> | undefined;

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700" data-testid={`${id}`}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type FieldProps = {
  name: string;
  label: ReactNode;
  errors?: Errors;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>;

export function Field({ name, label, errors, hint, id, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const fieldErrors = errors?.[name];
  const describedBy = [fieldErrors?.length ? `${inputId}-errors` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="input"
        aria-invalid={fieldErrors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldErrors id={`${inputId}-errors`} errors={fieldErrors} />
    </div>
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
