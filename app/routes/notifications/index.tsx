// /notifications (page name Notifications): which e-mails the member receives. One checkbox per
// optional topic; the required one (payments, deadlines, assignments) is shown and cannot be
// switched off. Saving stores the switched-off topics and redirects back with a notice. Works
// without JavaScript.
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/index";
import { NotificationSettingsForm } from "~/components/notifications/notification-settings-form";
import { pageTitle } from "~/components/page-title";
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATION_SETTINGS_SAVED, notificationTopics, optOutsFromForm } from "~/domain/notification-topics";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { listOptOuts, saveOptOuts } from "~/server/queries/notification-settings";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Notifications", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const off = new Set<string>(await listOptOuts(getServices(context).db, user.id));
  return {
    settings: notificationTopics.map((t) => ({ ...t, on: t.required || !off.has(t.topic) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  const optOuts = optOutsFromForm(body);
  if (!optOuts) return data({ error: "Please use the form to change your notification settings." }, { status: 400 });
  await saveOptOuts(services.db, user.id, optOuts);
  return redirectWithToast(services, NOTIFICATION_SETTINGS_PATH, { type: "success", description: NOTIFICATION_SETTINGS_SAVED });
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
      <p className="mt-2 text-slate-600">Choose which e-mails you receive from us.</p>
      <section className="card mt-8 p-5 sm:p-6" aria-label="Notification settings">
        <NotificationSettingsForm settings={loaderData.settings} busy={busy} />
      </section>
    </div>
  );
}
