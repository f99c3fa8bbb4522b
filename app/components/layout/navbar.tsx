// Every page's navbar, placed by React: the <header> with the markup of its one writer
// (./nav-html.ts) inside. React never sees inside it, so on a page that hydrates this component adds
// what the old React dropdowns did: the floating menus close on Escape and an outside click, and
// every dropdown closes after a navigation in the browser (a new path rewrites the markup anyway).
import { useEffect } from "react";
import { useLocation } from "react-router";
import { MarkupElement } from "~/components/html/markup-element";
import type { RootData } from "~/components/ui/root-data";
import { closeDropdowns, closeMenusOnEscapeAndOutsideClick } from "./menus";
import { headerElement } from "./nav-html";

export function Navbar({ props }: { props: RootData }) {
  const { pathname, key } = useLocation();
  useEffect(() => closeMenusOnEscapeAndOutsideClick(document), []);
  useEffect(() => {
    const header = document.querySelector("body > header");
    if (header) closeDropdowns(header);
  }, [key]);
  return <MarkupElement element={headerElement(props, pathname)} />;
}
