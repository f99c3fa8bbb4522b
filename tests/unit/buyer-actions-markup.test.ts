// The buyer's actions on the judgment page as markup (detail-actions-html, my-offer-html and the
// pieces they write): what a seller, a buyer or the form's answer put in them is escaped wherever it
// lands, and React's rendering of DetailActions, MyOfferCard and the shared components placed
// elsewhere (dialog, message form, thread, field errors) is the writers' markup.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { markupElementHtml } from "~/components/html/markup-element";
import { fieldErrorsHtml } from "~/components/forms-html";
import { DetailActions } from "~/components/judgments/detail-actions";
import { detailActionsParts, watchToggleParts, type DetailActionsProps } from "~/components/judgments/detail-actions-html";
import { ListingKindProvider } from "~/components/judgments/listing-path";
import { messageFormParts } from "~/components/messages/message-form-html";
import { MyOfferCard } from "~/components/offers/my-offer";
import { myOfferParts, type MyOfferProps } from "~/components/offers/my-offer-html";
import { offerThreadParts } from "~/components/offers/offer-thread-html";
import { loadBranding } from "~/config/branding";
import type { ThreadEvent } from "~/domain/negotiation";
import { FIX, render } from "./fixtures/buyer-actions";

const HOSTILE = `"><script>alert(1)</script>'`;
const oneApostrophe = (text: string) => text.replace(/&#x27;/g, "&#39;");
const place = { action: "/judgments/7", timeframes: loadBranding({}).timeframes };
const terms = { askingCents: 500000, balanceCents: 900000, similarSales: null };
const base: DetailActionsProps = {
  judgmentId: 7,
  title: `Smith v. Jones ${HOSTILE}`,
  prices: { askingCents: 500000, buyNowCents: 600000 },
  terms,
  sellerHandle: `jane${HOSTILE}`,
  watching: false,
};
const step = (event: Partial<ThreadEvent>): ThreadEvent => ({
  actor: "buyer",
  kind: "offer",
  amountCents: 100000,
  message: null,
  expiresAt: null,
  createdAt: "2026-01-02T00:00:00Z",
  ...event,
});

const actions: Record<string, DetailActionsProps> = {
  "no offer": base,
  "a pending offer": { ...base, watching: true, myOffer: { id: 3, amountCents: 123456, awaiting: "seller" } },
  "an offer form answered with field errors": {
    ...base,
    myOffer: { id: 3, amountCents: 123456 },
    offerAnswer: {
      intent: "offer",
      errors: { amount: [`Bad ${HOSTILE}`], expiration: ["Past"], offer: [`You already have an offer ${HOSTILE}`] },
      typed: { amount: `12${HOSTILE}`, expiration: "2020-01-01", message: `\nhi ${HOSTILE}` },
      offerId: 3,
    },
  },
  "an edit answered for review": {
    ...base,
    myOffer: { id: 3, amountCents: 123456 },
    offerAnswer: { intent: "edit-offer", errors: {}, typed: { amount: "2000" }, review: true },
  },
  "a message answered with field errors": {
    ...base,
    messageErrors: { message: [`Empty ${HOSTILE}`], judgment_id: ["x"] },
    messageTyped: `hello ${HOSTILE}`,
  },
};

const offers: Record<string, MyOfferProps> = {
  "a pending offer with its message under review": {
    offer: {
      id: 3,
      amountCents: 123456,
      status: "pending",
      expiresAt: null,
      createdAt: "2026-01-01T00:00:00Z",
      awaiting: "seller",
      thread: [step({ message: `m ${HOSTILE}`, review: "pending" })],
    },
  },
  "a counter-offer answered with field errors": {
    offer: {
      id: 3,
      amountCents: 123456,
      status: "pending",
      expiresAt: null,
      createdAt: "2026-01-01T00:00:00Z",
      awaiting: "buyer",
      counterCents: 200000,
      counterMessage: `c ${HOSTILE}`,
      counterExpiresAt: "2026-02-01T00:00:00Z",
      buyerCountersLeft: 2,
      thread: [step({}), step({ actor: "seller", kind: "counter", amountCents: 200000, message: `s ${HOSTILE}` })],
    },
    judgmentId: 7,
    terms,
    answer: { errors: { amount: [`bad ${HOSTILE}`] }, typed: { amount: `1${HOSTILE}` } },
  },
  "a declined offer": {
    offer: {
      id: 3,
      amountCents: 123456,
      status: "rejected",
      expiresAt: null,
      createdAt: "2026-01-01T00:00:00Z",
      thread: [step({}), step({ kind: "decline" })],
    },
  },
};

function expectEscaped(text: string) {
  expect(text).not.toContain("<script>");
  expect(text).toContain("&lt;script&gt;");
}

describe("the buyer's actions as markup", () => {
  it.each(Object.entries(actions))("escapes what was written, and React places the same markup: %s", (_, props) => {
    const written = String(markupElementHtml(detailActionsParts(props, place)));
    expectEscaped(written);
    expect(oneApostrophe(render(createElement(DetailActions, props)))).toBe(oneApostrophe(written));
  });

  it.each(Object.entries(offers))("writes Your offer, escaped, as React places it: %s", (_, props) => {
    const written = String(markupElementHtml(myOfferParts(props, "/judgments/7")));
    if (props.offer.status === "pending") expectEscaped(written);
    expect(oneApostrophe(render(createElement(MyOfferCard, props)))).toBe(oneApostrophe(written));
  });

  it("keeps what the enhancement script reads", () => {
    const written = String(markupElementHtml(detailActionsParts(actions["an offer form answered with field errors"], place)));
    for (const mark of [
      'data-enhance="watch"',
      'data-enhance="deal-math"',
      "data-deal-amount-from",
      "data-open-on-load",
      "data-count-into",
      "data-busy-label",
      'commandfor="edit-offer-dialog"',
    ])
      expect(written).toContain(mark);
    // React writes a leading newline in a textarea twice (the parser drops the first).
    expect(written).toContain(
      '<textarea id="offer-message" name="message" rows="3" maxLength="1000" class="input" aria-describedby="offer-message-hint">\n\nhi',
    );
  });

  it("posts a portfolio's forms to the portfolio's page", () => {
    const page = render(createElement(ListingKindProvider, { kind: "portfolio", children: createElement(DetailActions, base) }));
    expect(page).toContain('action="/portfolios/7"');
    expect(page).not.toContain('action="/judgments/7"');
    expect(String(markupElementHtml(watchToggleParts(7, true, "/portfolios/7")))).toContain('value="unwatch"');
  });

  it("writes the shared pieces for their other users as React placed them", () => {
    expect(oneApostrophe(render(FIX.threadLatest))).toBe(
      oneApostrophe(
        String(
          markupElementHtml(
            offerThreadParts(
              [
                step({}),
                step({ kind: "edit" }),
                step({ actor: "seller", kind: "counter" }),
                step({ kind: "counter_back" }),
                step({ actor: "seller", kind: "counter", message: "zz" }),
              ],
              "seller",
              2,
            )!,
          ),
        ),
      ),
    );
    const reply = messageFormParts({
      dialogId: "read-9",
      endpoint: "/x",
      fallbackAction: "/messages",
      intent: "reply",
      field: "reply",
      label: `Reply to @${HOSTILE}`,
      hidden: { message_id: 9 },
      submitLabel: "Send Reply",
      serverErrors: { reply: ["bad"] },
      serverText: "abc",
    });
    expect(oneApostrophe(render(FIX.reply))).toBe(oneApostrophe(String(markupElementHtml(reply))));
    expect(oneApostrophe(render(FIX.fieldErrors))).toBe(oneApostrophe(String(fieldErrorsHtml("f-errors", ["a", `b${HOSTILE}`]))));
    expectEscaped(render(FIX.dialog));
  });
});

describe("the bytes a page gets", () => {
  // Each fixture's document, pinned: the markup these writers produce was compared with what the
  // React components wrote before them (2,910 judgment pages of the demo data, and these fixtures),
  // so a change to any writer shows here as a change of bytes to look at, not only as a change the
  // writer and its placer agree on.
  for (const [name, node] of Object.entries(FIX)) {
    it(`pins ${name}`, async () => {
      await expect(render(node)).toMatchFileSnapshot(`./__snapshots__/buyer-actions/${name}.html`);
    });
  }
});
