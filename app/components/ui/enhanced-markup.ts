// Markup React places on a page that hydrates has no React handlers inside it (decisions 0056,
// 0062): the buyer's actions and "Your offer" on an administrator's judgment page, say. What the
// enhancement script (app/enhance/) does for such markup on a page that does not hydrate, this does
// for one element on a page that does: the live deal math of its amount fields, a dialog sent back
// with field errors opened as a modal, and the dialogs' invoker commands where the browser lacks
// them. On a page that does not hydrate React runs no effect, so the two never both run.
import { useCallback, type RefCallback } from "react";
import { attachDealMath } from "~/components/deal/deal-math-live";
import { dialogCommandOnClick, invokersSupported, openMarkedDialogs } from "./dialog-commands";

export function useEnhancedMarkup(): RefCallback<HTMLElement> {
  return useCallback((root: HTMLElement | null) => {
    if (!root) return;
    const detach = [...root.querySelectorAll<HTMLElement>('[data-enhance="deal-math"]')].map((container) => attachDealMath(container));
    openMarkedDialogs(root);
    const polyfill = !invokersSupported();
    const onClick = (event: MouseEvent) => dialogCommandOnClick(event, polyfill);
    root.addEventListener("click", onClick);
    return () => {
      for (const stop of detach) stop();
      root.removeEventListener("click", onClick);
    };
  }, []);
}
