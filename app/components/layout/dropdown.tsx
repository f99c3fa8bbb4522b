// A dropdown menu built on <details>, so it opens without JavaScript; with JavaScript it also
// closes on an outside click, on Escape and after navigating.
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

export function Dropdown({
  label,
  children,
  align = "left",
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  align?: "left" | "right";
  testId?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);

  useEffect(() => {
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
  }, []);

  return (
    <details ref={ref} className="group relative" data-testid={testId}>
      <summary className="menu-summary">
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180">
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <div className={`menu-panel ${align === "right" ? "right-0" : "left-0"}`}>{children}</div>
    </details>
  );
}

export const menuItemClass = "menu-item";
