// Views of "What similar judgments sold for" as the loaders make them (the strip laid out by the
// server's layout), for the tests that hold its markup to React's placing of it.
import type { SimilarSalesView } from "~/components/comparables/similar-sales";
import type { ComparableFigures, SharesSpread } from "~/domain/comparables/figures";
import { placeAmong } from "~/domain/comparables/figures";
import { layoutPriceStrip } from "~/server/comparables/price-strip-layout";

type Props = { view: SimilarSalesView | null; id?: string; heading?: string };

export function figuresView(
  spread: SharesSpread,
  sentence: string,
  prices: { label: string; cents: number }[],
  balanceCents: number,
): SimilarSalesView {
  const figures: ComparableFigures = {
    ...spread,
    group: {
      geography: "state",
      stateCode: "CA",
      stateName: "California",
      region: "west",
      ageBand: "2-5",
      sizeBand: null,
      facts: { courtType: null, debtType: null, litigated: null },
    } as unknown as ComparableFigures["group"],
    sentence,
  };
  const marks = prices.flatMap(({ label, cents }) => {
    const placement = placeAmong(figures, cents, balanceCents);
    return placement ? [{ label, placement }] : [];
  });
  return {
    kind: "figures",
    figures,
    marks,
    drawing: layoutPriceStrip(
      figures,
      marks.map((m) => ({ label: m.label, shareBps: m.placement.shareBps })),
    ),
  };
}

const spread = { count: 12, p25Bps: 900, medianBps: 1200, p75Bps: 1600 };
const sentence = "12 California judgments 2–5 years old sold for 9–16% of their balance, median 12%.";

export const fixtures: [string, Props][] = [
  [
    "figures with both prices",
    {
      view: figuresView(
        spread,
        sentence,
        [
          { label: "Asking price", cents: 50_000 },
          { label: "Buy Now price", cents: 200_000 },
        ],
        1_000_000,
      ),
    },
  ],
  [
    "figures with the asking price only, another id and heading",
    {
      view: figuresView(
        { count: 5, p25Bps: 1500, medianBps: 1500, p75Bps: 1500 },
        "5 judgments sold for 15% of their balance, median 15%.",
        [{ label: "Asking price", cents: 900_000 }],
        1_000_000,
      ),
      id: "edit-similar",
      heading: "What similar judgments sold for (at your saved prices)",
    },
  ],
  ["figures without a price placed", { view: figuresView(spread, sentence, [], 1_000_000) }],
  ["too few sales", { view: { kind: "too-few" } }],
  ["none", { view: null }],
];
