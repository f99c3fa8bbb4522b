// The buyer's assignment info form (legal name and physical address) as a Zod schema, for the
// server's checks (/profile's action and POST /api/users/address). Whether the state exists is
// checked on the server against the states table.
import { z } from "zod";

const text = (missing: string, max: number, label: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} can be at most ${max} characters.`);

export const addressSchema = z.object({
  name: text("Please enter the name for the assignment.", 100, "The name"),
  address1: text("Please enter your street address.", 120, "The address"),
  address2: z
    .string()
    .trim()
    .max(120, "The address can be at most 120 characters.")
    .optional()
    .transform((value) => (value ? value : null)),
  city: text("Please enter your city.", 80, "The city"),
  state: z
    .string({ error: "Please enter your state." })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Please enter the two-letter state abbreviation.")
    .transform((value) => value.toUpperCase()),
  zip: z
    .string({ error: "Please enter your zip code." })
    .trim()
    .regex(/^\d{5}$/, "Please enter a five-digit zip code."),
});

export type AddressInput = z.infer<typeof addressSchema>;
