// The listing forms' rules as Zod schemas (seller spec sections 2 and 5), for the server's checks of
// the sell wizard (/sell/judgment, /sell/pricing, the progress API) and the listing edit page. Their
// limits and messages are in app/domain/listing-form.ts, which the pages import.
//
// Field names are the spec's. Inputs are what a form or JSON body carries (strings, numbers,
// "on"); outputs are clean values. Money fields come in as dollars and come OUT AS CENTS:
// `pricingStepSchema.parse({amount: "12,500", ...}).amount === 1_250_000`.
//
// One rule needs the database: the county must belong to the chosen state. The schema only checks
// that both are positive ids; on the server call `validateJudgmentStep(db, body)` from
// app/server/listings/listing-input.ts, which runs the schema and then that check (or, with
// your own lookup, `countyInStateErrors(county, stateId)` in app/domain/listing-form.ts).
import { z } from "zod";
import { isIsoDate, todayIso } from "~/domain/dates";
import { FEE_AGREE_MESSAGE, contactNameMax, listingLimits } from "~/domain/listing-form";
import { parseDollarsToCents } from "~/domain/money";
import { passwordProblems } from "~/domain/password";
import { PRIVACY_REQUIRED } from "~/domain/privacy-wording";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { idSchema } from "~/domain/schemas/ids";
import { collectabilityFactsFields, factMessages, renewalAfterAward } from "~/domain/schemas/collectability-facts";

/** Treats "", whitespace and null like a missing value, so optional fields may be sent empty. */
function blankToUndefined(value: unknown) {
  if (value == null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

function requiredText(label: string, min: number, max: number) {
  return z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .refine((value) => value.length === 0 || value.length >= min, `The ${label} needs at least ${min} characters.`)
    .refine((value) => value.length <= max, `The ${label} can be at most ${max.toLocaleString("en-US")} characters.`);
}

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, `The ${label} can be at most ${max.toLocaleString("en-US")} characters.`)
      .optional(),
  );
}

function id(message: string) {
  return z.preprocess(blankToUndefined, idSchema(message));
}

const dateAwarded = z
  .string({ error: "Please enter the date the judgment was awarded." })
  .trim()
  .min(1, "Please enter the date the judgment was awarded.")
  .superRefine((value, ctx) => {
    if (value === "") return; // already "Please enter the date…"
    if (!isIsoDate(value)) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid date." });
    } else if (value > todayIso()) {
      ctx.addIssue({ code: "custom", message: "The date awarded cannot be later than today." });
    } else if (value < listingLimits.earliestAwarded) {
      ctx.addIssue({ code: "custom", message: "The date awarded cannot be before 01/01/1970." });
    }
  });

/**
 * /sell/judgment: the judgment itself, and the optional collectability facts
 * (app/domain/schemas/collectability-facts.ts; a fact not given is undefined).
 */
export const judgmentStepSchema = z
  .object({
    title: requiredText("title", listingLimits.titleMin, listingLimits.titleMax),
    /** An empty description is omitted (undefined). */
    description: optionalText("description", listingLimits.descriptionMax),
    state_id: id("Please choose the state."),
    county_id: id("Please choose the county."),
    casenum: requiredText("case or index number", 1, listingLimits.casenumMax),
    courthouse: optionalText("courthouse", listingLimits.courthouseMax),
    date_awarded: dateAwarded,
    ...collectabilityFactsFields,
  })
  .refine(renewalAfterAward, {
    path: ["last_renewed_on"],
    message: factMessages.renewalBeforeAward,
    when: whenParsed("date_awarded", "last_renewed_on"),
  });
export type JudgmentStep = z.infer<typeof judgmentStepSchema>;

function dollars(label: string) {
  // Missing or malformed, the message names the format (DESIGN.md section 5).
  const format = `Please enter the ${label} in dollars, like 12,500 or 12500.00.`;
  return z.unknown().transform((value, ctx) => {
    const cents = parseDollarsToCents(value);
    if (value == null || (typeof value === "string" && value.trim() === "") || cents === null) {
      ctx.addIssue({ code: "custom", message: format });
      return z.NEVER;
    }
    if (cents <= 0) {
      ctx.addIssue({ code: "custom", message: `The ${label} must be more than $0.` });
      return z.NEVER;
    }
    return cents;
  });
}

const optionalDollars = (label: string) => z.preprocess(blankToUndefined, dollars(label).optional()).transform((value) => value ?? null);

const pricingFields = {
  /** The judgment's value, in cents. */
  amount: dollars("judgment amount"),
  /** The asking price, in cents. */
  price: dollars("asking price"),
  /** The optional Buy Now price, in cents (null when not given). */
  buy_now: optionalDollars("Buy Now price"),
};

type PricingValues = { amount: number; price: number; buy_now: number | null };

/** Runs a cross-field rule even when another field failed, as long as its own fields parsed. */
function whenParsed(...fields: string[]) {
  return (payload: { issues: { path?: PropertyKey[] }[] }) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

function withPricingRules<T extends z.ZodType<PricingValues>>(schema: T) {
  return schema
    .refine((v) => v.price <= v.amount, {
      path: ["price"],
      message: "The asking price cannot be more than the judgment amount.",
      when: whenParsed("amount", "price"),
    })
    .refine((v) => v.buy_now == null || v.buy_now <= v.amount, {
      path: ["buy_now"],
      message: "The Buy Now price cannot be more than the judgment amount.",
      when: whenParsed("amount", "buy_now"),
    })
    .refine((v) => v.buy_now == null || v.buy_now >= v.price, {
      path: ["buy_now"],
      message: "The Buy Now price must be at least your asking price.",
      when: whenParsed("price", "buy_now"),
    });
}

/** Amount, price and Buy Now without the fee agreement (for editing a listing). Outputs cents. */
export const pricingFieldsSchema = withPricingRules(z.object(pricingFields));

/** /sell/pricing: amount, price, optional buy_now, and the fee agreement. Outputs cents. */
export const pricingStepSchema = withPricingRules(
  z.object({
    ...pricingFields,
    fee_agree: z.preprocess(
      (value) => value === true || value === "on" || value === "1" || value === "true" || value === 1,
      z.literal(true, { error: FEE_AGREE_MESSAGE }),
    ),
  }),
);
export type PricingStep = z.infer<typeof pricingStepSchema>;

/** Field errors in the `{ field: [message] }` shape of DESIGN.md section 8. */
export const listingFieldErrors = fieldErrors;

// ---------------------------------------------------------------------------------------------
// /sell/contact (a visitor's first step): name and e-mail.

const emailField = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email({ error: "Please enter a valid e-mail address." }));

export const contactStepSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(contactNameMax, `Your name can be at most ${contactNameMax} characters.`),
  email: emailField,
});

// ---------------------------------------------------------------------------------------------
// /sell/privacy: who can read the documents. No default: the seller chooses.

export const privacyStepSchema = z.object({
  privacy: z.enum(["public", "private"], { error: PRIVACY_REQUIRED }),
});

// ---------------------------------------------------------------------------------------------
// /sell/user: the seller registration form, in the spec's two shapes: the full one (first_name,
// last_name, email, password, password_confirmation) and the account step's short one (email,
// password, password_confirmation; the name comes from the first step or later from My Settings).

const personName = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(50, `Your ${label} can be at most 50 characters.`);

const passwordFields = {
  password: z.string({ error: "Please choose a password." }).superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: "custom", message });
  }),
  password_confirmation: z.string({ error: "Please confirm your password." }),
};

const passwordsMatch = {
  path: ["password_confirmation"],
  message: "The passwords do not match.",
  when: whenParsed("password", "password_confirmation"),
};

export const sellerAccountSchema = z
  .object({ first_name: personName("first name"), last_name: personName("last name"), email: emailField, ...passwordFields })
  .refine((v) => v.password === v.password_confirmation, passwordsMatch);

export const sellerAccountShortSchema = z
  .object({ email: emailField, ...passwordFields })
  .refine((v) => v.password === v.password_confirmation, passwordsMatch);
