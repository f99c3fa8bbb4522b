import { redirect } from "react-router";
import type { Route } from "./+types/verify-email-resend";
import { sendVerificationEmail } from "~/server/auth/accounts";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { redirectWithToast } from "~/server/toast";

export function loader() {
  return redirect("/home");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  if (user.emailVerifiedAt) {
    return redirectWithToast(services, "/home", { type: "message", description: "Your e-mail address is already confirmed." });
  }
  await sendVerificationEmail(services, user.id);
  return redirectWithToast(services, "/home", { type: "success", description: `We sent a new confirmation link to ${user.email}.` });
}
