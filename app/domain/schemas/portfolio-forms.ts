// The portfolios' forms as Zod schemas (docs/decisions/0055), read on the server only (the browser
// build refuses Zod): the grouping form, shared by /portfolios/new and POST /api/portfolios, and the
// assignment checklist's tick, shared by the portfolio page and POST /api/portfolios/assigned.
import { z } from "zod";
import { parseId } from "~/domain/ids";
import { parseDollarsToCents } from "~/domain/money";
import { isPortfolioSize, PORTFOLIO_DESCRIPTION_MAX, PORTFOLIO_MAX, PORTFOLIO_MIN, PORTFOLIO_TITLE_MAX } from "~/domain/portfolios";
import { idSchema } from "~/domain/schemas/ids";

/** Judgment ids as a form sends them (repeated checkboxes) or a script does (an array, or "1,2,3"). */
function idList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((v) => (typeof v === "string" ? v.split(",").map((s) => s.trim()) : [v])).filter((v) => v !== "");
}

function dollars(required: string, invalid: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
      if (blank) {
        if (required) ctx.addIssue({ code: "custom", message: required });
        return null;
      }
      const cents = parseDollarsToCents(value);
      if (cents === null || cents <= 0) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return cents;
    });
}

/**
 * The grouping form: judgment_ids (2–100, the seller's order kept, repeats dropped), title,
 * description, price and buy_now in dollars, offers_visibility, and pending_offers_seen (how many
 * pending offers the preview showed; the grouping refuses when that changed).
 */
export const portfolioFormSchema = z
  .object({
    judgment_ids: z
      .unknown()
      .optional()
      .transform((value, ctx): number[] => {
        const raw = idList(value);
        const sizeRefusal = `Choose ${PORTFOLIO_MIN} to ${PORTFOLIO_MAX} judgments.`;
        // More entries than a portfolio holds is refused before any is read (a body of 100,000 ids is not worked through).
        if (raw.length > PORTFOLIO_MAX) {
          ctx.addIssue({ code: "custom", message: sizeRefusal });
          return z.NEVER;
        }
        const ids = new Set<number>();
        for (const entry of raw) {
          // One rule for ids (app/domain/ids.ts): a positive PostgreSQL integer, so the database never sees one out of range.
          const id = parseId(entry);
          if (id === null) {
            ctx.addIssue({ code: "custom", message: "Choose judgments from your list." });
            return z.NEVER;
          }
          ids.add(id);
        }
        if (!isPortfolioSize(ids.size)) {
          ctx.addIssue({ code: "custom", message: sizeRefusal });
          return z.NEVER;
        }
        return [...ids];
      }),
    title: z
      .string({ error: "Give the portfolio a title." })
      .trim()
      .min(1, "Give the portfolio a title.")
      .max(PORTFOLIO_TITLE_MAX, `Keep the title within ${PORTFOLIO_TITLE_MAX} characters.`),
    description: z
      .string()
      .trim()
      .max(PORTFOLIO_DESCRIPTION_MAX, `Keep the description within ${PORTFOLIO_DESCRIPTION_MAX.toLocaleString("en-US")} characters.`)
      .optional()
      .transform((value) => value || null),
    price: dollars("Enter an asking price.", "Enter an asking price above $0, like 12500 or 12,500.00."),
    buy_now: dollars("", "Enter a Buy Now price above $0, or leave it blank."),
    offers_visibility: z
      .enum(["all", "owner"], { error: "Choose who sees the offers." })
      .optional()
      .transform((value) => value ?? "all"),
    pending_offers_seen: z
      .unknown()
      .optional()
      .transform((value) => {
        const n = Number(value ?? 0);
        return Number.isSafeInteger(n) && n >= 0 ? n : 0;
      }),
  })
  .superRefine((form, ctx) => {
    if (form.price !== null && form.buy_now !== null && form.buy_now < form.price) {
      ctx.addIssue({ code: "custom", path: ["buy_now"], message: "The Buy Now price can't be below the asking price." });
    }
  });

export type PortfolioForm = z.output<typeof portfolioFormSchema>;

/**
 * The checklist's tick (POST /api/portfolios/assigned and the portfolio page's forms): a portfolio,
 * one of its judgments, and whether it is now assigned (true, "true", "1", "on") or unticked.
 */
export const itemAssignedSchema = z.object({
  portfolio_id: idSchema("Choose the portfolio."),
  judgment_id: idSchema("Choose the judgment to mark assigned."),
  assigned: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === undefined || value === true || value === "true" || value === "1" || value === "on"),
});
