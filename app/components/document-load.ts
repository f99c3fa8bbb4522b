// A page that does not hydrate, reached by a client-side navigation from one that does (a link on a
// member's judgment page, the navbar of /messages): React Router would render it with React, without
// the enhancement script its forms and data hooks are built for (docs/decisions/0040). Its route
// module exports `clientLoader = loadAsDocument`, which loads the URL as a document instead: the
// server's HTML with the script, as any other way in. Never runs on the server's own render.
// A loader's request has no #fragment: a link with one to such a page is a `reloadDocument` link.
import { pageHydrates, type HydrationHandle } from "./hydration";

/** A route's clientLoader: leaves for the document load (the navigation never finishes in React). */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}

/**
 * For the clientLoader of a page that hydrates for some of its audiences only (`hydratesWhen`, the
 * judgment page: its owner's and administrators'): the page's data as the server answered it, or,
 * when the page would not hydrate for this member, the document load instead.
 */
export async function dataUnlessPlain<Data>(handle: HydrationHandle, request: Request, data: Data): Promise<Data> {
  return pageHydrates([{ handle, loaderData: data }], false) ? data : loadAsDocument({ request });
}
