// Contact page. The form shows only to a signed-in user who has an e-mail address, and not right
// after the message was sent (buyer spec, Navigation section: "only when there is no success
// flash"): the send redirects to ?sent={request id}, and the confirmation there names the address
// typed in the form, which may not be the account's.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact-us";
import { Field, FormErrorBanner, TextAreaField } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { useRootData } from "~/components/ui/root-data";
import { rateLimits } from "~/config/limits";
import { contactSchema, fieldErrors } from "~/domain/schemas/auth-forms";
import { getOptionalUser, requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { dispatchEmails, queueEmailInTransaction } from "~/server/mail/outbox";
import { contactEmail } from "~/server/mail/templates";
import { parseId } from "~/domain/ids";
import { findOwnContactAddress, insertContactRequest } from "~/server/queries/contact";
import { consume, retryMessage } from "~/server/rate-limit";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle("Contact Us", matches, "Questions about buying or selling a judgment? Write to our support team.");

/** The address of the request just sent (?sent=), when it is this member's: the confirmation names it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requestId = parseId(new URL(request.url).searchParams.get("sent"));
  if (requestId === null) return { sentTo: null };
  const user = await getOptionalUser(request, context);
  if (!user) return { sentTo: null };
  return { sentTo: await findOwnContactAddress(getServices(context).db, user.id, requestId) };
}

/** The notice after a message was sent, naming the address the answer goes to. */
function contactSentNotice(email: string): string {
  return `Thank you! Your message was sent. We will answer at ${email}, usually within one business day.`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  const values = { name: String(body.name ?? ""), email: String(body.email ?? ""), message: String(body.message ?? "") };
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const limit = await consume(services, `contact:${user.id}`, rateLimits.contactPerUser);
  if (limit.limited) {
    return data(
      { errors: { _: [`You have sent several messages already. ${retryMessage(limit.retryAfterSeconds)}`] }, values },
      { status: 429 },
    );
  }
  const { requestId, emailId } = await services.db.transaction(async (tx) => {
    const requestId = await insertContactRequest(tx, { userId: user.id, ...parsed.data });
    const emailId = await queueEmailInTransaction(
      tx,
      contactEmail(services.config.supportEmail, { ...parsed.data, userId: user.id }, parsed.data.message, services.branding),
    );
    return { requestId, emailId };
  });
  await dispatchEmails(services, [emailId]);
  return redirectWithToast(services, `/contact-us?sent=${requestId}`, {
    type: "success",
    description: contactSentNotice(parsed.data.email),
  });
}

export default function ContactUs({ actionData, loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const user = root?.user;
  const branding = root?.branding;
  const { sentTo } = loaderData;
  const showForm = Boolean(user?.email) && !sentTo;
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const values = actionData?.values ?? { name: user?.name ?? "", email: user?.email ?? "", message: "" };
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
      <section className="lg:col-span-1">
        <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
        <p className="mt-4 text-slate-600">
          Questions about listing a judgment, buying one, payments or assignments? Our support team is here to help. Many answers are
          already in our <Link to="/faq">FAQ</Link>.
        </p>
        {branding && (
          <dl className="mt-6 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">Phone</dt>
              <dd>
                <a href={`tel:${branding.csphone.replace(/[^\d+]/g, "")}`}>{branding.csphone}</a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">E-mail</dt>
              <dd>
                <a href={`mailto:${branding.csemail}`}>{branding.csemail}</a>
              </dd>
            </div>
          </dl>
        )}
      </section>
      <section className="lg:col-span-2">
        <div className="card p-6 sm:p-8">
          {showForm ? (
            <Form method="post" className="space-y-4" noValidate data-testid="contact-form">
              <h2 className="text-lg font-semibold">Send us a message</h2>
              <FormErrorBanner errors={errors} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field name="name" label="Your name" autoComplete="name" required defaultValue={values.name} errors={errors} />
                <Field
                  name="email"
                  type="email"
                  label="Your e-mail"
                  autoComplete="email"
                  required
                  defaultValue={values.email}
                  errors={errors}
                />
              </div>
              <TextAreaField name="message" label="Message" required rows={6} defaultValue={values.message} errors={errors} />
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? "Sending…" : "Send Message"}
              </button>
            </Form>
          ) : user && sentTo ? (
            <div className="space-y-3" data-testid="contact-sent">
              <h2 className="text-lg font-semibold">We have your message</h2>
              <p className="text-slate-600">
                We will answer at <strong className="break-all">{sentTo}</strong>. Need to add something?{" "}
                <Link to="/contact-us">Write again</Link>.
              </p>
            </div>
          ) : (
            <div className="space-y-3">
              <h2 className="text-lg font-semibold">Sign in to send us a message</h2>
              <p className="text-slate-600">
                So that we can answer you and look at your listings or offers, the contact form is for signed-in members.
              </p>
              <div className="flex gap-3">
                <Link to="/login?redirectTo=%2Fcontact-us" className="btn-primary">
                  Sign In
                </Link>
                <Link to="/register?redirectTo=%2Fcontact-us" className="btn-secondary">
                  Create a free account
                </Link>
              </div>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
