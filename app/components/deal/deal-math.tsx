// The deal math beside an amount (issue 29): for a buyer the total to pay, for the seller the
// payout, the fee with its rule in words, and the amount as a share of the asking price and of the
// estimated balance today (app/domain/deal-math.ts). Rendered by the server for the amount it knows
// (what was sent, the offer on the table); `amountFrom` names the form field it follows as one
// types (app/components/deal/deal-math-live.ts: the enhancement script on pages that do not
// hydrate, the effect below on those that do). Inside a form, `confirm` adds `confirmed_amount`:
// the amount whose figures are shown, which lets the page's action bind without a review step.
// Written once, in ./deal-math-html.ts: React places that markup, which it leaves alone on a re-render
// while the server's figures are the same (so the follower keeps what it set, `confirmed_amount`
// included), and the follower attaches again when they change.
import { createElement, useEffect, useRef } from "react";
import { reactProps } from "~/components/html/markup-element";
import { attachDealMath } from "./deal-math-live";
import { dealMathParts, type DealMathProps } from "./deal-math-html";

export function DealMath(props: DealMathProps) {
  const ref = useRef<HTMLDivElement>(null);
  const parts = dealMathParts(props);
  const inside = parts.inside.__html;
  const { amountFrom, judgmentId } = props;
  // A page that hydrates (the owner's): the same code as the enhancement script follows the field.
  useEffect(() => (amountFrom && ref.current ? attachDealMath(ref.current) : undefined), [amountFrom, judgmentId, inside]);
  return createElement("div", { ...reactProps(parts.attributes), ref, dangerouslySetInnerHTML: parts.inside });
}
