// The notification settings form (/notifications): one checkbox per optional topic, and the
// required topic shown checked and disabled with why it cannot be switched off. A plain form post:
// it works without JavaScript.
import { Form } from "react-router";
import { REQUIRED_TOPIC_NOTE, SETTINGS_FORM_FIELD } from "~/domain/notification-topics";

export type NotificationSetting = { topic: string; label: string; description: string; required: boolean; on: boolean };

function Topic({ setting }: { setting: NotificationSetting }) {
  const id = `topic-${setting.topic}`;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <input
        id={id}
        type="checkbox"
        name={setting.required ? undefined : setting.topic}
        value="on"
        defaultChecked={setting.on}
        disabled={setting.required}
        aria-describedby={`${id}-description`}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700 disabled:opacity-60"
        data-testid={id}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900">
          {setting.label}
          {setting.required && (
            <span className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-600">
              Always on
            </span>
          )}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {setting.description}
          {setting.required && <> {REQUIRED_TOPIC_NOTE}</>}
        </p>
      </div>
    </li>
  );
}

export function NotificationSettingsForm({ settings, busy }: { settings: readonly NotificationSetting[]; busy: boolean }) {
  const optional = settings.filter((s) => !s.required);
  const required = settings.filter((s) => s.required);
  return (
    <Form method="post" className="space-y-6" data-testid="notification-settings-form">
      <input type="hidden" name={SETTINGS_FORM_FIELD.name} value={SETTINGS_FORM_FIELD.value} />
      <fieldset aria-labelledby="optional-topics">
        <h2 id="optional-topics" className="text-lg font-semibold">
          E-mails you can switch off
        </h2>
        <p className="mt-1 text-sm text-slate-600">Untick a kind of e-mail to stop receiving it.</p>
        <ul className="mt-4 divide-y divide-slate-100">
          {optional.map((setting) => (
            <Topic key={setting.topic} setting={setting} />
          ))}
        </ul>
      </fieldset>
      <fieldset className="border-t border-slate-200 pt-6" aria-labelledby="required-topics">
        <h2 id="required-topics" className="text-lg font-semibold">
          E-mails that are always sent
        </h2>
        <ul className="mt-4 divide-y divide-slate-100">
          {required.map((setting) => (
            <Topic key={setting.topic} setting={setting} />
          ))}
        </ul>
      </fieldset>
      <p className="text-sm text-slate-600">
        E-mails about your account (confirming your e-mail address, resetting your password) are always sent too.
      </p>
      <button type="submit" className="btn-primary" disabled={busy} data-testid="notification-settings-save">
        {busy ? "Saving…" : "Save"}
      </button>
    </Form>
  );
}
