import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getServices } from "~/server/context";
import { endSession } from "~/server/session";
import { redirectWithToast } from "~/server/toast";

/** Sign-out is a POST (a link or prefetch must never sign anyone out). */
export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const cookie = await endSession(request, services);
  return redirectWithToast(services, "/", { type: "message", description: "You are signed out." }, { "Set-Cookie": cookie });
}
