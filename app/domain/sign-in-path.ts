// Where a visitor signs in and then comes back to `back` (a path, with its query): the one spelling of
// that link for pages, redirects and e-mails (the sign-in page reads it and keeps only a safe path).
export function signInPathTo(back: string): string {
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}
