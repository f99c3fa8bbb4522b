// A request path must already be in the form the router will see. React Router resolves "." and
// ".." segments (also percent-encoded ones, and "\" as "/") when it builds the request's URL, but
// the rules that run before it (the request guard, the upload gate, the page cache) read the path
// as sent: `/webhooks/%2e%2e/register` passed the guard as a webhook and reached /register.
// Browsers never send such paths, so they are refused. Pure, so it is unit-tested directly.

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** The message of a 400 for a path with dot segments or backslashes, else null. */
export function pathRefusal(rawPath: string): string | null {
  if (rawPath.includes("\\") || /%5c/i.test(rawPath)) return "Invalid path.";
  for (const segment of rawPath.split("/")) if (DOT_SEGMENT.test(segment)) return "Invalid path.";
  return null;
}
