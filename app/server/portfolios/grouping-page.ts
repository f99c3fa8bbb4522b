// /portfolios/new, the grouping form (docs/decisions/0055): the seller's active judgments as
// checkboxes with the portfolio's title, description, prices and offers visibility. "Preview"
// (intent=preview, a plain post) shows the chosen judgments' totals and the pending offers the
// grouping will decline, before anything is created; "Create portfolio" groups them
// (groupPortfolio, with the count of pending offers the preview showed) and goes to the new
// portfolio's page with a toast. ?ids=1,2,3 preselects.
import { data, type RouterContextProvider } from "react-router";
import { easternIsoDate } from "~/domain/business-days";
import { portfolioTotals, type PortfolioTotals } from "~/domain/portfolios";
import { portfolioFormSchema } from "~/domain/schemas/portfolio-forms";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { Refusal, type FieldErrors } from "~/server/http/refusal";
import {
  listGroupableJudgments,
  listPendingOffersOn,
  type GroupableJudgment,
  type PendingOfferSeen,
} from "~/server/queries/portfolio-page";
import { redirectWithToast } from "~/server/toast";
import { groupPortfolio } from "./group";
import { parseDollarsToCents } from "~/domain/money";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the seller typed, sent back with a preview or errors so the form keeps it. */
export type GroupingValues = {
  judgment_ids: number[];
  title: string;
  description: string;
  price: string;
  buy_now: string;
  offers_visibility: "all" | "owner";
};

export type GroupingPreview = {
  totals: PortfolioTotals;
  pendingOffers: { offerId: number; judgmentTitle: string; amountCents: number; buyerHandle: string }[];
};

export type GroupingAnswer = { values: GroupingValues; errors: FieldErrors; preview: GroupingPreview | null };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The ids a query (?ids=1,2,3) or a form (repeated judgment_ids) names, in order, once each. */
export function idsIn(value: unknown): number[] {
  const raw = (Array.isArray(value) ? value : [value]).flatMap((v) => text(v).split(","));
  const ids = raw
    .map((s) => s.trim())
    .filter((s) => /^\d{1,10}$/.test(s))
    .map(Number);
  return [...new Set(ids)];
}

function valuesOf(body: Record<string, unknown>): GroupingValues {
  return {
    judgment_ids: idsIn(body.judgment_ids),
    title: text(body.title),
    description: text(body.description),
    price: text(body.price),
    buy_now: text(body.buy_now),
    offers_visibility: body.offers_visibility === "owner" ? "owner" : "all",
  };
}

export async function loadGroupingPage({ request, context }: Args) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const judgments = await listGroupableJudgments(services.db, user.id);
  const known = new Set(judgments.map((j) => j.id));
  const preselected = idsIn(new URL(request.url).searchParams.get("ids")).filter((id) => known.has(id));
  return { judgments: judgments.map(formRow), preselected };
}

function formRow(j: GroupableJudgment) {
  return {
    id: j.id,
    title: j.title,
    state: j.stateName,
    county: j.countyName,
    amountCents: j.amountCents,
    priceCents: j.priceCents,
    estimatedBalanceCents: j.estimatedBalanceCents,
    pendingOffers: j.pendingOffers,
  };
}

/** The chosen judgments' totals and pending offers, priced at what the seller typed (0 until a price is). */
async function previewOf(
  services: ReturnType<typeof getServices>,
  chosen: GroupableJudgment[],
  priceCents: number | null,
): Promise<GroupingPreview> {
  const today = easternIsoDate(services.clock.now());
  const totals = portfolioTotals(
    chosen.map((j) => ({
      amountCents: j.amountCents,
      balanceCents: j.estimatedBalanceCents,
      stateName: j.stateName,
      dateAwarded: j.dateAwarded,
      verified: j.verified,
      facts: j.facts,
    })),
    priceCents ?? 0,
    today,
  );
  const offers: PendingOfferSeen[] = await listPendingOffersOn(
    services.db,
    chosen.map((j) => j.id),
  );
  return {
    totals,
    pendingOffers: offers.map((o) => ({
      offerId: o.offerId,
      judgmentTitle: o.judgmentTitle,
      amountCents: o.amountCents,
      buyerHandle: o.buyerHandle,
    })),
  };
}

export async function groupingPageAction({ request, context }: Args) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  const values = valuesOf(body);
  const parsed = portfolioFormSchema.safeParse(body);
  const groupable = await listGroupableJudgments(services.db, user.id);
  const chosen = values.judgment_ids.map((id) => groupable.find((j) => j.id === id)).filter((j): j is GroupableJudgment => Boolean(j));
  const answer = (errors: FieldErrors, preview: GroupingPreview | null, status = 422) =>
    data<GroupingAnswer>({ values, errors, preview }, { status });

  if (body.intent === "preview") {
    const errors: FieldErrors = {};
    if (!parsed.success) {
      const all = fieldErrors(parsed.error);
      // A preview needs the judgments only; the other fields' problems wait for Create.
      if (all.judgment_ids) errors.judgment_ids = all.judgment_ids;
    }
    if (chosen.length < values.judgment_ids.length) errors.judgment_ids = ["Some of those judgments are no longer active: choose again."];
    // The price typed, read on its own: the preview's shares must match the price it shows, whatever else is missing.
    const typed = parseDollarsToCents(values.price);
    const price = typed !== null && typed > 0 ? typed : null;
    return answer(
      errors,
      Object.keys(errors).length ? null : await previewOf(services, chosen, price),
      Object.keys(errors).length ? 422 : 200,
    );
  }

  if (!parsed.success) return answer(fieldErrors(parsed.error), null);
  const form = parsed.data;
  try {
    const grouped = await groupPortfolio(services, {
      userId: user.id,
      judgmentIds: form.judgment_ids,
      title: form.title,
      description: form.description,
      priceCents: form.price ?? 0,
      buyNowCents: form.buy_now,
      offersVisibility: form.offers_visibility,
      pendingOffersSeen: form.pending_offers_seen,
    });
    return redirectWithToast(services, `/portfolios/${grouped.portfolioId}`, {
      type: "success",
      description: "Sent for review: an administrator approves the portfolio before it goes on sale.",
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // The pending offers changed since the preview (or none was looked at): show them now.
    const preview = error.status === 409 && "pending_offers_seen" in error.errors ? await previewOf(services, chosen, form.price) : null;
    const errors = "_" in error.errors ? { judgment_ids: error.errors._ } : error.errors;
    return answer(errors, preview, error.status);
  }
}
