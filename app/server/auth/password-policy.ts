// The rule every new password must meet, wherever it is set (registration, the wizard's account
// step, password reset, `npm run user:create`, the password change form): the spec's rule
// (app/domain/password.ts) and a zxcvbn estimate of at least minimumPasswordGuesses, so common and
// breached-pattern passwords such as "Password1!" or "Summer2024!" are refused with zxcvbn's reason,
// while a random 8-character password with the four kinds of character is accepted (decision 0031).
//
// Server-only: zxcvbn's dictionaries are megabytes and must stay out of the browser bundle.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { minimumPasswordGuesses, passwordStrengthCheckedChars } from "~/config/limits";
import { passwordProblems } from "~/domain/password";

let checker: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  // Built on first use (about 60 ms). Levenshtein matching stays off: it costs hundreds of
  // milliseconds of CPU per check, which a flood of sign-ups could turn into a denial of service.
  checker ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    maxLength: passwordStrengthCheckedChars,
  });
  return checker;
}

/** What the password must not be built from: the person's own details and the site's name. */
export type PasswordOwner = { name?: string; handle?: string; email?: string; siteName?: string };

function ownerWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (value: string | undefined) => {
    if (!value) return;
    const whole = value.trim().toLowerCase();
    if (whole) words.add(whole);
    for (const part of whole.split(/[^a-z0-9]+/)) if (part.length >= 3) words.add(part);
  };
  add(owner.name);
  add(owner.handle);
  add(owner.email);
  add(owner.email?.split("@")[0]);
  add(owner.siteName);
  return [...words];
}

export const WEAK_PASSWORD_MESSAGE = "This password is too easy to guess.";
/** Said when zxcvbn has no warning of its own (a word and a year, a keyboard run…). */
export const PREDICTABLE_PASSWORD_REASON = "It is built from words, dates or patterns that guessing programs try first.";

/**
 * Every reason `password` may not be used, for the form to show under the field: the spec's rule
 * first; when that is met, zxcvbn's warning and suggestions if the password is too easy to guess.
 */
export function newPasswordProblems(password: string, owner: PasswordOwner = {}): string[] {
  const basic = passwordProblems(password);
  if (basic.length) return basic;
  const result = zxcvbn().check(password, ownerWords(owner));
  if (result.guesses >= minimumPasswordGuesses) return [];
  const { warning, suggestions } = result.feedback;
  return [`${WEAK_PASSWORD_MESSAGE} ${warning ?? PREDICTABLE_PASSWORD_REASON}`, ...suggestions];
}
