// The id rule of app/domain/ids.ts as a Zod field, for the server's form and JSON checks.
import { z } from "zod";
import { parseId } from "~/domain/ids";

/** An id field of a form or JSON body; `message` is the field's error. */
export function idSchema(message = "Please choose one.") {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const id = parseId(value);
      if (id !== null) return id;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}
