import type { MetaDescriptor } from "react-router";

/** Page titles read `Page | Brand` (buyer spec section 1). */
export function pageTitle(title: string, matches: readonly unknown[], description?: string): MetaDescriptor[] {
  const root = (matches as Array<{ id: string; loaderData?: { branding?: { name: string } } } | undefined>).find((m) => m?.id === "root");
  const brand = root?.loaderData?.branding?.name ?? "Judgment Exchange";
  const tags: MetaDescriptor[] = [{ title: `${title} | ${brand}` }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}
