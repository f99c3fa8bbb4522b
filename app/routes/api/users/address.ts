// POST /api/users/address { name, address1, address2, city, state, zip }: saves the buyer's
// assignment info. 422 with errors per field; { message: 'Address Saved Successfully!' }.
import type { RouterContextProvider } from "react-router";
import { ADDRESS_SAVED } from "~/domain/address-form";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { invalid, jsonError } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { saveAddress } from "~/server/purchases/address";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function action({ request, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const user = await requireUser(request, context);
  const result = await saveAddress(getServices(context), user.id, await readBody(request));
  if (!result.ok) return invalid(result.errors);
  return Response.json({ message: ADDRESS_SAVED });
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
