// Server renders of a component as a page of the app renders it: in a data router whose root route
// has the root loader's data, with or without the constant-markup memo a document that does not
// hydrate is given (app/entry.server.tsx). For the unit tests that hold markup to React's render.
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ConstantMarkupContext, type ConstantMarkup } from "~/components/constant-markup";
import type { RootData } from "~/components/ui/root-data";
import { loadBranding } from "~/config/branding";

/** The root loader's data for a visitor, with the default brand. */
export const visitorRootData: RootData = {
  user: null,
  roles: [],
  permissions: [],
  current_user: null,
  stripe_key: null,
  branding: loadBranding({}),
  unread_messages: 0,
  needs_you: 0,
  dev_mail: false,
  toast: null,
  year: 2026,
};

/** `element` at `path` under a root route with `rootData`, with `memo` (null: React renders every section itself). */
export function renderAsPage(path: string, element: ReactNode, memo: ConstantMarkup | null, rootData: RootData = visitorRootData): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        children: [
          { path: "*", element },
          { index: true, element },
        ],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: rootData } },
    },
  );
  return renderToString(createElement(ConstantMarkupContext.Provider, { value: memo }, createElement(RouterProvider, { router })));
}
