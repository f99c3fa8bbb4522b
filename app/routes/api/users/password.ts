// POST /api/users/password { current, password, password_confirmation }: "Change My Password".
// 422 `{ errors, message }` with the spec's one failure message ("Please check your input and try
// again.") and the field errors; 429 after repeated wrong current passwords (like sign-in);
// { message: 'Your password was changed successfully.' }. Every other session of the member ends.
import { z } from "zod";
import { CHECK_INPUT_MESSAGE, PASSWORD_CHANGED } from "~/domain/auth-forms";
import { changePassword } from "~/server/auth/password-change";
import { getRequestInfo } from "~/server/context";
import { post } from "~/server/http/endpoint";
import { jsonError, refuseFields } from "~/server/http/refusal";
import { readSession } from "~/server/session";
import { browserTokenOf } from "~/server/auth/trusted-browsers";

// The fields the form sends; their rules (changePasswordSchema) are checked by changePassword,
// so that every failure answers with the spec's one message.
const fields = z.object({
  current: z.unknown().optional(),
  password: z.unknown().optional(),
  password_confirmation: z.unknown().optional(),
});

const route = post({ access: "member", body: fields }, async ({ request, context, services, user, body }) => {
  const session = await readSession(request, services);
  if (!session) throw jsonError(401, "Please sign in to continue.");
  const result = await changePassword(services, {
    user,
    sessionId: session.id,
    ip: getRequestInfo(context).ip,
    browser: browserTokenOf(request),
    body,
  });
  if (!result.ok) {
    throw result.status === 422 ? refuseFields(422, result.errors, { message: CHECK_INPUT_MESSAGE }) : refuseFields(429, result.errors);
  }
  return Response.json({ message: PASSWORD_CHANGED }, { headers: { "Set-Cookie": result.browserCookie } });
});

export const loader = route.loader;
export const action = route.action;
