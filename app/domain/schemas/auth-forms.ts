// The account forms' rules, one Zod schema per form, for the server's checks (the pages' actions and
// the JSON API). Their messages shared with the browser are in app/domain/auth-forms.ts.
import { z } from "zod";
import { CURRENT_PASSWORD_MAX, CURRENT_PASSWORD_NEEDED, PASSWORDS_DIFFER } from "~/domain/auth-forms";
import { handleProblems, handleRuleMessages } from "~/domain/handles";
import { passwordProblems } from "~/domain/password";

const email = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email({ error: "Please enter a valid e-mail address." }));

const newPassword = z.string({ error: "Please choose a password." }).superRefine((value, ctx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: "custom", message });
});

function confirmed<T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: PASSWORDS_DIFFER,
  });
}

/**
 * A handle: the member's public name (registration, the invitation page, the prompt to choose one),
 * by the one handle rule (app/domain/handles.ts). The rule about the member's own e-mail address
 * is checked where the address is known (checkHandle on the server).
 */
export const handleSchema = z
  .string({ error: handleRuleMessages.missing })
  .trim()
  .superRefine((value, ctx) => {
    for (const message of handleProblems(value)) ctx.addIssue({ code: "custom", message });
  });

export const registerSchema = confirmed(
  z.object({
    name: z
      .string({ error: "Please enter your name." })
      .trim()
      .min(1, "Please enter your name.")
      .max(100, "Your name can be at most 100 characters."),
    handle: handleSchema,
    email,
    password: newPassword,
    password_confirmation: z.string({ error: "Please confirm your password." }),
  }),
);

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(200),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = confirmed(
  z.object({
    token: z.string().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string({ error: "Please confirm your password." }),
  }),
);

/** The invitation page: the invitee chooses a handle (registration's rules) and a password. */
export const acceptInvitationSchema = confirmed(
  z.object({
    token: z.string().min(1).max(200),
    handle: handleSchema,
    password: newPassword,
    password_confirmation: z.string({ error: "Please confirm your password." }),
  }),
);

/** "Change My Password" on /profile and POST /api/users/password. */
export const changePasswordSchema = confirmed(
  z.object({
    current: z
      .string({ error: CURRENT_PASSWORD_NEEDED })
      .min(1, CURRENT_PASSWORD_NEEDED)
      .max(CURRENT_PASSWORD_MAX, CURRENT_PASSWORD_NEEDED),
    password: newPassword,
    password_confirmation: z.string({ error: "Please confirm your password." }),
  }),
);

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Your name can be at most 100 characters."),
  email,
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(10, "Please write at least 10 characters.")
    .max(5000, "Your message can be at most 5,000 characters."),
});

/** Field errors in the `{ field: [message] }` shape of DESIGN.md section 8. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
