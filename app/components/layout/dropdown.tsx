// A dropdown menu built on <details>, so it opens without JavaScript; with JavaScript it also
// closes on an outside click, on Escape and after navigating (on a page that does not hydrate, the
// enhancement script closes the floating ones, marked data-enhance="menu": app/enhance/menus.ts). In the navbar it is a panel floating
// below its button; inside the phone menu (`inline`) it opens in place, pushing the items below
// down, so nothing floats over the menu or the page. Its arrow points down when closed and up when
// open: the group is named, so an open phone menu around it does not turn it.
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

export function Dropdown({
  label,
  children,
  align = "left",
  inline = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  align?: "left" | "right";
  /** Opens in place (the phone menu) instead of as a floating panel. */
  inline?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);

  useEffect(() => {
    // Opened in place, it stays open until its own button closes it (like the phone menu around it).
    if (inline) return;
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
        details.removeAttribute("open");
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [inline]);

  const panel = inline ? "menu-panel-inline" : `menu-panel ${align === "right" ? "right-0" : "left-0"}`;
  return (
    <details
      ref={ref}
      className={inline ? "group/dropdown" : "group/dropdown relative"}
      data-testid={testId}
      data-enhance={inline ? undefined : "menu"}
    >
      <summary className={inline ? "menu-summary justify-between" : "menu-summary"}>
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 shrink-0 transition-transform group-open/dropdown:rotate-180"
          data-testid="dropdown-arrow"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <div className={panel} data-testid="dropdown-panel">
        {children}
      </div>
    </details>
  );
}

export const menuItemClass = "menu-item";
