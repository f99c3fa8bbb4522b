// /profile ("My Settings"): the user's info, My Phone, Identity (docs/decisions/0048), the buyer's assignment info (name and address a
// purchased judgment is assigned to), the seller's payout account and "Change My Password". Plain
// HTML with the enhancement script (docs/decisions/0040): every form posts to the action below, which
// redirects back with a notice or answers the page with the errors next to the fields (422).
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/index";
import { AddressForm, type SavedAddress } from "~/components/profile/address-form";
import { PhoneSection, type PhoneSectionProps } from "~/components/profile/phone-section";
import { PaymentsLink } from "~/components/profile/payments-link";
import { IDENTITY_INTENT, IdentitySection } from "~/components/profile/identity-section";
import { identityStateFor, startIdentityCheck } from "~/server/identity/sessions";
import { formatMoney } from "~/domain/money";
import { PREMIUM_CANCEL_INTENT, PREMIUM_RESUME_INTENT, PremiumSection } from "~/components/profile/premium-section";
import { membershipView, setRenewal } from "~/server/membership/settings";
import { PASSWORD_INTENT, PasswordForm, type PasswordFormResult } from "~/components/profile/password-form";
import { NAME_INTENT, NamePrompt } from "~/components/profile/name-prompt";
import { HANDLE_INTENT, HandlePrompt } from "~/components/profile/handle-prompt";
import { chooseOwnHandle } from "~/server/auth/handles";
import { contactStepSchema } from "~/domain/schemas/listing-form";
import { loadAsDocument } from "~/components/document-load";
import { pageTitle } from "~/components/page-title";
import { ADDRESS_SAVED } from "~/domain/address-form";
import { PASSWORD_CHANGED } from "~/domain/auth-forms";
import { loginRedirect, requireUser } from "~/server/auth/guards";
import { changePassword } from "~/server/auth/password-change";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { safeRedirectPath } from "~/server/http/redirect";
import { saveAddress } from "~/server/purchases/address";
import { findBuyerAddress } from "~/server/queries/addresses";
import { phoneAction, phoneView } from "~/server/phone/page";
import { readSession } from "~/server/session";
import { setMissingName } from "~/server/queries/users";
import { redirectWithToast } from "~/server/toast";
import { browserTokenOf } from "~/server/auth/trusted-browsers";
/** Reached from a page that hydrates: loaded as a document (the enhancement script's page). */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("My Settings", matches);

type ActionData = {
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
  phone?: PhoneSectionProps["result"];
  password?: PasswordFormResult;
  /** The name prompt's errors (an account made without a name). */
  name?: Record<string, string[]>;
  /** The handle prompt's errors and value (an account whose handle the site made up). */
  handle?: { errors: Record<string, string[]>; value: string };
};

function returnPath(value: unknown): string | null {
  const path = safeRedirectPath(value, "");
  return path || null;
}

/** Every part a purchase needs is saved (address line 2 is optional). */
function addressComplete(address: SavedAddress | null): boolean {
  return Boolean(address?.name && address.address1 && address.city && address.state && address.zip);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const [address, membership, identity] = await Promise.all([
    findBuyerAddress(services.db, user.id),
    membershipView(services, user.id),
    identityStateFor(services.db, user.id),
  ]);
  if (!membership) throw loginRedirect(request);
  return {
    membership,
    confirmPremiumCancel: new URL(request.url).searchParams.get("confirm") === "premium-cancel",
    user: {
      name: user.name,
      email: user.email,
      handle: user.handle,
      handleChosen: user.handleChosen,
      payoutAccount: user.stripeConnectAccountId,
    },
    address,
    identity,
    identityThreshold: formatMoney(services.config.identity.paymentThresholdCents),
    phone: phoneView(user),
    phoneChanging: new URL(request.url).searchParams.get("phone") === "change",
    returnTo: returnPath(new URL(request.url).searchParams.get("return")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const body = await readBody(request);
  if (body.intent === "phone" || body.intent === "code") {
    const answer = await phoneAction(getServices(context), user.id, body.intent, body);
    return data<ActionData>({ phone: answer.result }, { status: answer.status });
  }
  if (body.intent === PASSWORD_INTENT) return passwordAction(request, context, user, body);
  if (body.intent === IDENTITY_INTENT) {
    // To the provider's page (Stripe Identity, or the offline test-mode page), or back with why not.
    const started = await startIdentityCheck(getServices(context), user.id);
    if (started.ok) return redirect(started.url);
    return redirectWithToast(getServices(context), "/profile#identity", { type: "error", description: started.message });
  }
  if (body.intent === NAME_INTENT) {
    const parsed = contactStepSchema.shape.name.safeParse(body.name);
    if (!parsed.success) return data<ActionData>({ name: { name: parsed.error.issues.map((issue) => issue.message) } }, { status: 422 });
    await setMissingName(getServices(context).db, user.id, parsed.data);
    return redirectWithToast(getServices(context), "/profile", { type: "success", description: "Your name was saved." });
  }
  if (body.intent === HANDLE_INTENT) {
    const result = await chooseOwnHandle(getServices(context), user, body.handle);
    if (!result.ok) return data<ActionData>({ handle: { errors: result.errors, value: result.value } }, { status: 422 });
    return redirectWithToast(getServices(context), "/profile", { type: "success", description: `Your handle is now @${result.handle}.` });
  }
  if (body.intent === PREMIUM_CANCEL_INTENT || body.intent === PREMIUM_RESUME_INTENT) {
    const result = await setRenewal(getServices(context), user.id, body.intent === PREMIUM_RESUME_INTENT);
    return redirectWithToast(getServices(context), "/profile#premium", {
      type: result.ok ? "success" : "error",
      description: result.message,
    });
  }
  const result = await saveAddress(getServices(context), user.id, body);
  if (!result.ok) {
    const values = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string")) as Record<string, string>;
    return data<ActionData>({ errors: result.errors, values }, { status: 422 });
  }
  // Back to the form, still knowing where the member came from (the page then links back there).
  const returnTo = returnPath(body.return);
  const back = returnTo ? `/profile?return=${encodeURIComponent(returnTo)}#buyer-info` : "/profile#buyer-info";
  return redirectWithToast(getServices(context), back, { type: "success", description: ADDRESS_SAVED });
}

/** "Change My Password": the same change as POST /api/users/password; this browser stays signed in. */
async function passwordAction(
  request: Request,
  context: Route.ActionArgs["context"],
  user: Awaited<ReturnType<typeof requireUser>>,
  body: Record<string, unknown>,
) {
  const services = getServices(context);
  const session = await readSession(request, services);
  if (!session) return data<ActionData>({ password: { errors: { _: ["Please sign in to continue."] } } }, { status: 401 });
  const result = await changePassword(services, {
    user,
    sessionId: session.id,
    ip: getRequestInfo(context).ip,
    browser: browserTokenOf(request),
    body,
  });
  if (!result.ok) return data<ActionData>({ password: { errors: result.errors } }, { status: result.status });
  return redirectWithToast(
    services,
    "/profile",
    { type: "success", description: PASSWORD_CHANGED },
    { "Set-Cookie": result.browserCookie },
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-slate-600 sm:w-36">{label}</dt>
      <dd className="break-all font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export default function MySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { user, address, identity, identityThreshold, phone, phoneChanging, returnTo, membership, confirmPremiumCancel } = loaderData;
  const result = actionData as ActionData | undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">My Settings</h1>

      <section className="card mt-8 p-5 sm:p-6" aria-labelledby="user-info">
        <h2 id="user-info" className="text-lg font-semibold">
          User info
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <Row label="Name">{user.name || <span className="text-slate-500">Not given yet</span>}</Row>
          <Row label="E-mail">{user.email}</Row>
          <Row label="Display name">{user.handle}</Row>
        </dl>
        {!user.name.trim() && <NamePrompt errors={result?.name} />}
        {!user.handleChosen && <HandlePrompt handle={user.handle} errors={result?.handle?.errors} value={result?.handle?.value} />}
        <p className="mt-4 text-sm text-slate-600">
          Which e-mails you receive:{" "}
          <Link to="/notifications" className="font-semibold" data-testid="notification-settings-link">
            Notification settings
          </Link>
        </p>
      </section>

      <PhoneSection phone={phone} changing={phoneChanging} result={result?.phone} />

      <IdentitySection state={identity} thresholdText={identityThreshold} />

      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="buyer-info">
        <h2 id="buyer-info" className="text-lg font-semibold">
          Buyer Info
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          When you buy a judgment, it is assigned to this name and address. We need it before you can pay.
        </p>
        <div className="mt-4 space-y-4">
          {returnTo && addressComplete(address) && (
            <p className="text-sm">
              <Link to={returnTo} className="font-semibold" data-testid="address-return">
                Continue to your payment →
              </Link>
            </p>
          )}
          <AddressForm address={address} values={result?.values} errors={result?.errors} returnTo={returnTo} />
        </div>
      </section>

      <PremiumSection view={membership} confirming={confirmPremiumCancel} />

      <PaymentsLink />

      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="payout-account">
        <h2 id="payout-account" className="text-lg font-semibold">
          Seller Payout Account
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          {user.payoutAccount ? (
            <>
              Payouts go to account <span className="font-mono text-slate-900">{user.payoutAccount}</span>.{" "}
            </>
          ) : (
            <>Connect a payout account to receive the money for judgments you sell. </>
          )}
          <Link to="/payouts" className="font-semibold">
            Manage payouts
          </Link>
        </p>
      </section>

      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="change-password">
        <h2 id="change-password" className="text-lg font-semibold">
          Change My Password
        </h2>
        <p className="mt-1 text-sm text-slate-600">Your other devices are signed out when you change it.</p>
        <div className="mt-4">
          <PasswordForm result={result?.password} />
        </div>
      </section>
    </div>
  );
}
