// The navbar's floating menus (<details data-enhance="menu">, app/components/layout/dropdown.tsx)
// close on Escape and on a click outside them, as the React Dropdown's effect does on a page that
// hydrates. The phone menu's in-place ones are not marked: they stay open until their own button
// closes them. Without the script a menu still opens and closes by its summary.

export function closeMenusOnEscapeAndOutsideClick() {
  const close = (event: Event) => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-enhance="menu"][open]')) {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !menu.contains(event.target as Node)) menu.removeAttribute("open");
    }
  };
  document.addEventListener("click", close);
  document.addEventListener("keydown", close);
}
