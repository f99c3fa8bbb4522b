// POST /api/users/code { code }: checks the texted code. A match verifies the member's number
// ({ message, phone, verified: true, phone_verified_at }); 422 for a malformed or wrong code (each
// wrong one uses one of the code's tries), 409 when there is no live code (none asked for,
// expired after 10 minutes, or dead after 5 wrong tries: ask for a new one) or the number is verified.
import { codeSchema } from "~/domain/phone";
import { post } from "~/server/http/endpoint";
import { refuseFields } from "~/server/http/refusal";
import { confirmPhoneCode } from "~/server/phone/verification";

const route = post({ access: "member", body: codeSchema }, async ({ services, user, body }) => {
  const result = await confirmPhoneCode(services, user.id, body.code);
  if (!result.ok) throw refuseFields(result.status, result.errors);
  const { message, view } = result.value;
  return Response.json({ message, phone: view.phone, verified: true, phone_verified_at: view.verifiedAt });
});

export const loader = route.loader;
export const action = route.action;
