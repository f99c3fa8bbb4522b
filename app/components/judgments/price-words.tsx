// A listing's price in a list: the figure alone while it is the asking price, with its words once it
// is another one ("Agreed price $12,500", "Last asking price $15,174"): app/domain/listing-price.ts.
import type { ShownPrice } from "~/domain/listing-price";
import { formatMoney } from "~/domain/money";

export function PriceWords({ price, testId, figureClass }: { price: ShownPrice; testId?: string; figureClass?: string }) {
  return (
    <span data-testid={testId} data-price-kind={price.kind}>
      {price.kind !== "asking" && `${price.label} `}
      <span className={figureClass}>{formatMoney(price.cents)}</span>
    </span>
  );
}
