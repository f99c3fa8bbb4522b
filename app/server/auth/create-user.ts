// Creates a user from the command line (`npm run user:create`), or gives an existing one a role.
import { randomInt } from "node:crypto";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH, passwordProblems } from "~/domain/password";
import { replacePassword } from "~/server/auth/accounts";
import { hashPassword } from "~/server/auth/password";
import { newPasswordProblems } from "~/server/auth/password-policy";
import type { Database, Executor } from "~/server/db/client";
import { findUserIdByEmail, grantRole, handleTaken, insertUser, lockUser } from "~/server/queries/users";

export const ROLE_CHOICES = ["user", "admin", "super-admin"] as const;

// The same password rule as every other place a password is set (password-policy.ts): an
// administrator's password guards the most, so the admin tool gets no exception.
export const createUserArgs = z
  .object({
    email: z.email({ error: "--email must be a valid e-mail address" }),
    password: z.string({ error: "--password is required" }).refine((p) => passwordProblems(p).length === 0, {
      message: `--password must have at least ${PASSWORD_MIN_LENGTH} characters, a capital letter, a number and a special character`,
    }),
    role: z.enum(ROLE_CHOICES, { error: "--role must be user, admin or super-admin" }).default("user"),
    name: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((args, ctx) => {
    if (passwordProblems(args.password).length) return;
    for (const problem of newPasswordProblems(args.password, { email: args.email, name: args.name })) {
      ctx.addIssue({ code: "custom", path: ["password"], message: `--password: ${problem}` });
    }
  });

export type CreateUserArgs = z.infer<typeof createUserArgs>;

/**
 * A free neutral handle ("member-k3x9q2") for an account whose member has not chosen one yet (an
 * invitation, the admin tool): never made from the e-mail address, which would publish it
 * (docs/decisions/0032). The member chooses their own on the invitation page or when next signed in.
 */
export async function freeNeutralHandle(db: Executor): Promise<string> {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  for (;;) {
    const handle = `member-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("")}`;
    if (!(await handleTaken(db, handle))) return handle;
  }
}

/** Answers what happened: a new user, or an existing one whose password and role were set (and sessions ended). */
export async function createOrUpdateUser(db: Database, args: CreateUserArgs) {
  const passwordHash = await hashPassword(args.password);
  return db.transaction(async (tx) => {
    let userId = await findUserIdByEmail(tx, args.email);
    const created = userId === null;
    if (userId === null) {
      userId = await insertUser(tx, {
        name: args.name ?? args.email.split("@")[0],
        handle: await freeNeutralHandle(tx),
        handleChosen: false,
        email: args.email,
        passwordHash,
        emailVerified: true,
      });
    } else {
      // Signs the member out everywhere, as after a reset: the old password may be known to someone.
      // The member's row first, as every change to an account (decision 0030).
      await lockUser(tx, userId);
      await replacePassword(tx, userId, passwordHash);
    }
    if (args.role !== "user") await grantRole(tx, userId, args.role);
    return { userId, created };
  });
}
