// The one mapping of a checkout answer to JSON, used by every payment API route
// (POST /api/judgments/payment, /api/enhancements/payment[/later], /api/upgrade/payment):
//
//   200 { status: 'succeeded', message, payment_id, amount }      message: the paid thing's thank-you
//   200 { status: 'requires_action', payment_id, client_secret, amount }
//                                   amount: in the unit the request named it (the paid thing's amountUnit:
//                                   "2090.55" for a judgment, cents for the catalogue's prices)
//   402 { errors: { payment_method: [the provider's message] }, message }  declined / not confirmed
//   409 { errors: { payment_method: [message] }, message }                 another request is charging it
//   403/404/409/422 { errors: { field: [message] }, message }     refused before any charge
//                                                                  (refuseFields, like every refusal)
//   409 { errors: { amount: [...] }, message, total }              an upsell price changed since the
//                                                                  page showed it: total is the new one
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { paidThings } from "~/server/checkout/paid-things/registry";
import { refuseFields } from "~/server/http/refusal";
import { dollarText } from "~/domain/money";
import type { PaymentRow } from "~/server/queries/payments";

/** The amount charged, in the unit its endpoint reads amounts in (DESIGN.md section 5). */
function answeredAmount(payment: Pick<PaymentRow, "kind" | "amountCents">): string | number {
  return paidThings[payment.kind].amountUnit === "dollars" ? dollarText(payment.amountCents) : payment.amountCents;
}

export function checkoutJson(answer: CheckoutAnswer, headers?: HeadersInit): Response {
  if ("refused" in answer) return refuseFields(answer.status, answer.errors, answer.extra ?? {}, headers);
  switch (answer.status) {
    // Like every other error (docs/decisions/0015), the message is repeated at the top.
    case "failed":
      return Response.json({ errors: { payment_method: [answer.message] }, message: answer.message }, { status: 402, headers });
    case "in_progress":
      return Response.json({ errors: { payment_method: [answer.message] }, message: answer.message }, { status: 409, headers });
    case "requires_action": {
      const { payment, clientSecret } = answer;
      return Response.json(
        { status: "requires_action", payment_id: payment.id, client_secret: clientSecret, amount: answeredAmount(payment) },
        { headers },
      );
    }
    case "succeeded": {
      const { payment } = answer;
      const message = paidThings[payment.kind].thanks;
      return Response.json({ status: "succeeded", message, payment_id: payment.id, amount: answeredAmount(payment) }, { headers });
    }
  }
}
