import { redirect } from "react-router";
import type { Route } from "./+types/verify-email-resend";
import { resendVerificationEmail } from "~/server/auth/accounts";
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
  const sent = await resendVerificationEmail(services, user.id);
  if (!sent.ok) return redirectWithToast(services, "/home", { type: "error", description: sent.errors._[0] });
  return redirectWithToast(services, "/home", { type: "success", description: `We sent a new confirmation link to ${user.email}.` });
}
