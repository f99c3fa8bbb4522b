// What JavaScript adds to the navbar's menus, whose markup React never sees (./nav-html.ts): the
// floating ones (<details data-enhance="menu">) close on Escape and on a click outside them; the phone
// menu's in-place ones stay open until their own button closes them. Plain browser code, for both
// the React Navbar (a page that hydrates) and the enhancement script (app/enhance/main.ts). Without
// it a menu still opens and closes by its summary.

/** Listens on `document`; returns what stops it. */
export function closeMenusOnEscapeAndOutsideClick(document: Document): () => void {
  const close = (event: Event) => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-enhance="menu"][open]')) {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !menu.contains(event.target as Node)) menu.removeAttribute("open");
    }
  };
  document.addEventListener("click", close);
  document.addEventListener("keydown", close);
  return () => {
    document.removeEventListener("click", close);
    document.removeEventListener("keydown", close);
  };
}

/** Closes the dropdowns inside `root` (floating and in place; not the phone menu): after a navigation in the browser. */
export function closeDropdowns(root: ParentNode) {
  for (const menu of root.querySelectorAll<HTMLDetailsElement>('details[open]:has(> [data-testid="dropdown-panel"])')) {
    menu.removeAttribute("open");
  }
}
