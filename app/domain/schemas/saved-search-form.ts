// The saved searches' forms (app/domain/saved-searches.ts has their plain rules): save (name and
// alert frequency), rename and change the alerts. Server-only, like every Zod schema.
import { z } from "zod";
import { alertFrequencies, SAVED_SEARCH_NAME_MAX } from "~/domain/saved-searches";
import { isStorableText } from "~/domain/storable-text";

const nameSchema = z
  .string({ error: "Please give the search a name." })
  .trim()
  .min(1, "Please give the search a name.")
  .max(SAVED_SEARCH_NAME_MAX, `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`)
  .refine(isStorableText, "The name contains characters we cannot store.");

const alertsSchema = z.enum(alertFrequencies, { error: "Choose how often we e-mail you." });

export const saveSearchFormSchema = z.object({ name: nameSchema, alerts: alertsSchema });
export const renameFormSchema = z.object({ name: nameSchema });
export const alertsFormSchema = z.object({ alerts: alertsSchema });
