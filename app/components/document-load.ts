// A page that does not hydrate, reached by a client-side navigation from one that does (a link on a
// member's judgment page, the navbar of /messages): React Router would render it with React, without
// the enhancement script its forms and data hooks are built for (docs/decisions/0040). Its route
// module exports `clientLoader = loadAsDocument`, which loads the URL as a document instead: the
// server's HTML with the script, as any other way in. Never runs on the server's own render.

/** A route's clientLoader: leaves for the document load (the navigation never finishes in React). */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}
