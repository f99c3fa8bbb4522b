// How the Watch toggle shows its state: shared by the React toggle (detail-actions.tsx) and the
// enhancement script that sends it without a page load where the page does not hydrate
// (app/enhance/watch-button.ts). Plain data, no React.

/** The button's words: what pressing it does. */
export const watchLabel = (watching: boolean) => (watching ? "Unwatch" : "Watch");

/** The intent the form sends: the opposite of the state shown. */
export const watchIntent = (watching: boolean) => (watching ? "unwatch" : "watch");

/** The star's class and fill: amber and filled while watching. */
export function starLook(watching: boolean): { className: string; fill: string } {
  return { className: `h-4 w-4 ${watching ? "text-amber-500" : "text-slate-500"}`, fill: watching ? "currentColor" : "none" };
}
