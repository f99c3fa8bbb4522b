// The branding the root loader gives every page, with the defaults as a fallback (error pages).
import { useRouteLoaderData } from "react-router";
import { loadBranding, type Branding } from "~/config/branding";
import type { loader as rootLoader } from "~/root";

export function useBranding(): Branding {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root?.branding ?? loadBranding({});
}
