// The deal math following an amount field as one types (issue 29): asks the server's one fee
// module through GET /api/judgments/deal_math/{id} (never computing a fee in the browser) and fills
// the figures the page rendered (app/components/deal/deal-math.tsx, data-deal="…"). Plain DOM
// code, so the same function serves pages that do not hydrate (the enhancement script,
// app/enhance/deal-math.ts) and those that do (the component's effect on the owner's page). It
// writes text through the nodes already there, which React keeps as its own.
//
// The form's `confirmed_amount` names the amount whose figures are on screen: the page's action
// binds only when it matches what is posted; otherwise it answers with the review step.
import type { DealMathJson } from "~/domain/deal-math";

/** Waits this long after the last keystroke before asking (a request per pause, not per key). */
const PAUSE_MS = 250;

function setText(element: Element | null, text: string) {
  if (!element) return;
  const first = element.firstChild;
  if (first && first.nodeType === Node.TEXT_NODE && element.childNodes.length === 1) first.nodeValue = text;
  else element.textContent = text;
}

/** Follows the amount field named by the container's data-deal-amount-from; returns a cleanup. */
export function attachDealMath(container: HTMLElement): () => void {
  const form = container.closest("form");
  const field = form?.elements.namedItem(container.dataset.dealAmountFrom ?? "amount");
  if (!(field instanceof HTMLInputElement)) return () => {};
  const confirmed = form?.elements.namedItem("confirmed_amount");
  const part = (name: string) => container.querySelector(`[data-deal="${name}"]`);
  const empty = part("empty");
  // The hint the page came with ("Type an amount…"), to put back once a refused amount is corrected.
  const hint = empty?.textContent ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  /** The figures, or why there are none (a refused amount's message, or the hint for an empty field). */
  const show = (figures: DealMathJson | null, problem?: string) => {
    const shown = part("figures");
    if (empty instanceof HTMLElement) {
      empty.hidden = figures !== null;
      setText(empty, problem ?? hint);
    }
    if (shown instanceof HTMLElement) shown.hidden = figures === null;
    if (confirmed instanceof HTMLInputElement) confirmed.value = figures?.amount ?? "";
    container.dataset.dealState = figures ? "shown" : "empty";
    // One sentence for screen readers, with its labels (the figures' cells alone would be read bare).
    setText(
      part("spoken"),
      figures
        ? `${figures.bottom_line_label} ${figures.shown.bottom_line}, ${figures.fee_label.toLowerCase()} ${figures.shown.fee}.`
        : (problem ?? ""),
    );
    if (!figures) return;
    setText(part("amount"), figures.shown.amount);
    setText(part("fee"), figures.shown.fee);
    setText(part("fee-rule"), figures.fee_rule);
    setText(part("bottom-line"), figures.shown.bottom_line);
    setText(part("share-asking"), figures.share_of_asking);
    setText(part("share-balance"), figures.share_of_balance ?? "no estimate");
    const among = part("among-sales");
    if (among instanceof HTMLElement) {
      among.hidden = !figures.among_similar_sales;
      setText(among, figures.among_similar_sales ? `Among similar sales: ${figures.among_similar_sales}.` : "");
    }
  };

  const ask = async () => {
    inFlight?.abort();
    const typed = field.value.trim();
    if (!typed) return show(null);
    const controller = new AbortController();
    inFlight = controller;
    container.dataset.dealState = "asking";
    // Only the answer for what the field still holds counts (checked again after every wait).
    const stale = () => controller.signal.aborted || field.value.trim() !== typed;
    try {
      const response = await fetch(`${container.dataset.dealUrl}?amount=${encodeURIComponent(typed)}`, {
        headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
        credentials: "same-origin",
        signal: controller.signal,
      });
      const answer = (await response.json()) as DealMathJson & { errors?: { amount?: string[] } };
      if (stale()) return;
      if (response.ok) show(answer);
      else show(null, answer.errors?.amount?.[0]);
    } catch {
      if (!stale()) show(null);
    }
  };

  const onInput = () => {
    // What is on screen no longer matches the field: nothing is confirmed until the new figures show.
    inFlight?.abort();
    if (confirmed instanceof HTMLInputElement) confirmed.value = "";
    container.dataset.dealState = "typing";
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), PAUSE_MS);
  };
  field.addEventListener("input", onInput);
  // The browser may have kept what was typed (back, reload), or the review step filled it in.
  if (field.value.trim()) void ask();
  return () => {
    field.removeEventListener("input", onInput);
    clearTimeout(timer);
    inFlight?.abort();
  };
}
