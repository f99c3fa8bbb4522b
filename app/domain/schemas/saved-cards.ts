// The saved card a request names, as Zod schemas for the server's checks.
import { z } from "zod";
import { CHOOSE_SAVED_CARD } from "~/domain/saved-cards";

/** A saved card's id as sent by a form or JSON (`payment_method`); whether it is the member's is the server's question. */
export const savedCardIdSchema = z.string(CHOOSE_SAVED_CARD).trim().min(1, CHOOSE_SAVED_CARD).max(255, CHOOSE_SAVED_CARD);

/** The body of "make this card the default": `{ payment_method }`. */
export const defaultCardSchema = z.object({ payment_method: savedCardIdSchema });
