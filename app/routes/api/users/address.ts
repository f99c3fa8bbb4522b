// POST /api/users/address { name, address1, address2, city, state, zip }: saves the buyer's
// assignment info. 422 with errors per field; { message: 'Address Saved Successfully!' }.
import { ADDRESS_SAVED } from "~/domain/address-form";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { invalid } from "~/server/http/refusal";
import { saveAddress } from "~/server/purchases/address";

const route = post({ access: "member" }, async ({ request, services, user }) => {
  const result = await saveAddress(services, user.id, await readBody(request));
  if (!result.ok) throw invalid(result.errors);
  return Response.json({ message: ADDRESS_SAVED });
});

export const loader = route.loader;
export const action = route.action;
