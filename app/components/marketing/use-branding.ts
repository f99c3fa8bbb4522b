// The branding the root loader gives every page, with the defaults as a fallback (error pages).
import { useRootData } from "~/components/ui/root-data";
import { loadBranding, type Branding } from "~/config/branding";

export function useBranding(): Branding {
  return useRootData()?.branding ?? loadBranding({});
}
