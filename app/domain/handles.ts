// The handle rule, the one place it lives (docs/decisions/0032): registration, the invitation page,
// choosing a handle later and the listing wizard's made handles all ask handleProblems. A handle is
// public (every page names members by it), so it may not carry a way to reach the member off the
// site: nothing that looks like an e-mail address, a domain or a phone number, nor the member's own
// e-mail address's name. Plain code, for the browser and the server alike.

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

/** The start of the handles the site makes up for a member who has not chosen one. */
export const MADE_UP_PREFIX = "member-";

export const handleRuleMessages = {
  missing: "Please choose a handle.",
  short: `Your handle needs at least ${HANDLE_MIN} characters.`,
  long: `Your handle can be at most ${HANDLE_MAX} characters.`,
  characters: "Use only letters, numbers, dots, dashes and underscores.",
  email: "Your handle cannot look like an e-mail address: other members would read it as a way to write to you.",
  domain: "Your handle cannot look like a web address (such as name.com).",
  phone:
    "Your handle cannot look like a phone number: use at most 6 digits together (a dot, dash or underscore between digits does not part them).",
  madeUp: `Handles starting with "${MADE_UP_PREFIX}" are the ones the site makes up. Please choose another.`,
  ownEmail: "Your handle cannot be the name of your e-mail address (the part before the @). Please choose another.",
} as const;

// Endings of web addresses a handle could spell (the common generic ones, and the countries and
// trades a judgment's buyer or seller is likely to use).
const DOMAIN_ENDINGS = new Set(
  (
    "com net org info biz io co us uk ca au nz ie de fr es it nl eu me tv ai app dev xyz online site " +
    "web website email mail law legal attorney lawyer finance financial capital money fund cash " +
    "agency company llc inc ltd gov edu mil int"
  ).split(" "),
);

// Mail services whose name between dots reads as an address ("jane.doe.gmail"); within a word it
// does not ("positive_outlook", "yahoo_fan").
const MAIL_SERVICES = new Set(["gmail", "googlemail", "yahoo", "hotmail", "outlook", "icloud", "protonmail"]);

/** Letters and digits only, lower case: how two spellings of one name compare. */
function bare(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Whether `text` (a handle, or a name a handle would be made from) names an e-mail address, a domain or a phone number. */
export function contactProblems(text: string): string[] {
  const lower = text.toLowerCase();
  const problems: string[] = [];
  // An e-mail address is said as such, not also as the domain it ends with.
  const email = lower.includes("@") || lower.split(/\s*\.\s*/).some((label) => MAIL_SERVICES.has(label.trim()));
  if (email) problems.push(handleRuleMessages.email);
  // The part after the last dot (digits after it aside: "acme.com2"), as in "acme.com" or "Jane Doe example.com".
  const labels = lower.split(/\s*\.\s*/);
  const ending = labels.length > 1 ? labels[labels.length - 1].replace(/\d+$/, "") : "";
  if (!email && (lower.startsWith("www.") || DOMAIN_ENDINGS.has(ending))) {
    problems.push(handleRuleMessages.domain);
  }
  // Seven digits or more, perhaps parted by a dot, dash, underscore, space or brackets: a phone number.
  if (/\d(?:[\s.()_-]{0,2}\d){6,}/.test(lower)) problems.push(handleRuleMessages.phone);
  return problems;
}

/**
 * Every rule `value` breaks, in the order a member would fix them; none: a good handle. `email`:
 * the member's e-mail address, whose name (the part before the @) the handle may not be, in any
 * letter case or spelling of its dots and dashes.
 */
export function handleProblems(value: string, email?: string | null): string[] {
  const handle = value.trim();
  if (!handle) return [handleRuleMessages.missing];
  const problems: string[] = [];
  if (handle.length < HANDLE_MIN) problems.push(handleRuleMessages.short);
  if (handle.length > HANDLE_MAX) problems.push(handleRuleMessages.long);
  const contact = contactProblems(handle);
  if (!/^[A-Za-z0-9_.-]+$/.test(handle) && !contact.includes(handleRuleMessages.email)) problems.push(handleRuleMessages.characters);
  problems.push(...contact);
  if (handle.toLowerCase().startsWith(MADE_UP_PREFIX)) problems.push(handleRuleMessages.madeUp);
  const local = email ? bare(email.split("@")[0] ?? "") : "";
  if (local && bare(handle) === local) problems.push(handleRuleMessages.ownEmail);
  return problems;
}
