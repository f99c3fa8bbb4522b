// /searches/unsubscribe?token=…: the one-click link in every saved-search alert. GET shows the
// search's name and a button (so a mail scanner that follows links switches nothing off); POST
// switches that search's alerts off. No sign-in needed: the token names one search and can only
// silence it. An unknown link says so.
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { pageTitle } from "~/components/page-title";
import { UnsubscribePage } from "~/components/saved-searches/unsubscribe-page";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { findUnsubscribeTarget, unsubscribe } from "~/server/saved-searches/page";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Stop search alerts", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const target = await findUnsubscribeTarget(getServices(context), token);
  const found = target ? { name: target.name, alertsOff: target.alerts === "off" } : null;
  return data({ token: target ? token : null, search: found, done: false }, { status: target ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body = await readBody(request);
  const token = typeof body.token === "string" ? body.token : new URL(request.url).searchParams.get("token");
  const target = await findUnsubscribeTarget(services, token);
  if (!target || !(await unsubscribe(services, token))) return data({ token: null, search: null, done: false }, { status: 404 });
  return { token, search: { name: target.name, alertsOff: true }, done: true };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return <UnsubscribePage state={actionData ?? loaderData} busy={busy} />;
}
