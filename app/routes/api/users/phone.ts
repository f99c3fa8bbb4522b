// POST /api/users/phone { phone }: saves a US number (any common format, kept in E.164) as the
// member's unverified number and texts it a six-digit code. 422 for a number that is not a valid
// US one, 429 when codes come too fast, 502 when the text could not be sent;
// { message, phone, verified: false } (or verified: true, nothing sent, for the same verified number).
import { phoneSchema } from "~/domain/phone";
import { post } from "~/server/http/endpoint";
import { refuseFields } from "~/server/http/refusal";
import { savePhone } from "~/server/phone/verification";

const route = post({ access: "member", body: phoneSchema }, async ({ services, user, body }) => {
  const result = await savePhone(services, user.id, body.phone);
  if (!result.ok)
    throw refuseFields(
      result.status,
      result.errors,
      {},
      result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
    );
  const { message, view } = result.value;
  return Response.json({ message, phone: view.phone, verified: Boolean(view.verifiedAt), phone_verified_at: view.verifiedAt });
});

export const loader = route.loader;
export const action = route.action;
