// Whether a page hydrates: React takes over the server's HTML in the browser only where a person acts
// in a way plain HTML cannot serve well (docs/decisions/0040-hydrate-only-where-it-buys-something.md).
// A route module asks for it with `export const handle = hydrates` (or `hydratesWhen(rule)` when it
// depends on the page's data, e.g. a member's judgment page but not a visitor's); every other page is
// sent as finished HTML with one small enhancement script and no framework.
//
// The rule is decided once per document, on the server (app/entry.server.tsx, from the matched routes'
// handles and loader data), and handed to the root layout through HydrationContext: the layout then
// renders React Router's <Scripts/> or the enhancement script. In the browser the layout only ever
// runs on a page that hydrates, hence the context's default of true.
import { createContext, useContext } from "react";

/**
 * What a route module's `handle` may say about hydration. `audiences` (with a rule) names who sees
 * the page and whether it hydrates for them, for the JavaScript budget (scripts/js-budget.ts), which
 * cannot run the rule; without it a visitor's page is taken as plain and a member's as hydrating.
 */
export type HydrationHandle = {
  hydrate: boolean | ((loaderData: unknown) => boolean);
  audiences?: Readonly<Record<string, boolean>>;
};

/** The handle of a page that always hydrates. */
export const hydrates: HydrationHandle = { hydrate: true };

/** The handle of a page that hydrates when its loader data says so (for `audiences`, see HydrationHandle). */
export function hydratesWhen<Data>(rule: (loaderData: Data) => boolean, audiences?: Record<string, boolean>): HydrationHandle {
  return { hydrate: (loaderData) => loaderData != null && rule(loaderData as Data), ...(audiences && { audiences }) };
}

/** One matched route, as the server's router context knows it. */
export type MatchedRoute = { handle: unknown; loaderData: unknown };

/**
 * Whether the document for these matched routes (root first) hydrates: when any of them asks to.
 * An error page never does (`failed`): it is plain HTML with links.
 */
export function pageHydrates(matches: readonly MatchedRoute[], failed: boolean): boolean {
  if (failed) return false;
  return matches.some(({ handle, loaderData }) => {
    const hydrate = (handle as Partial<HydrationHandle> | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(loaderData) : hydrate === true;
  });
}

export const HydrationContext = createContext(true);
export const usePageHydrates = () => useContext(HydrationContext);
