import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { AuthCard } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { verifyEmailToken } from "~/server/auth/accounts";
import { getServices } from "~/server/context";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Confirm Your E-mail", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const userId = token.length > 0 && token.length <= 200 ? await verifyEmailToken(services, token) : null;
  if (userId) {
    return redirectWithToast(services, "/home", { type: "success", description: "Thank you! Your e-mail address is confirmed." });
  }
  return { failed: true };
}

export default function VerifyEmail() {
  return (
    <AuthCard title="Confirm Your E-mail">
      <p className="text-slate-700">This confirmation link has expired or was already used.</p>
      <p className="mt-4 text-sm text-slate-600">
        Signed in? Ask for a new link from your <Link to="/home">dashboard</Link>.
      </p>
    </AuthCard>
  );
}
