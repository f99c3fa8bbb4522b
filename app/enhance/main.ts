// The enhancement script: what pages that do not hydrate still want from JavaScript, in plain
// TypeScript (docs/decisions/0040). Each behaviour is one module, finds its elements by the
// data-enhance hooks the React components render in the server's HTML, and works without it too.
// A module script: it runs once the page is parsed, after first paint, in the same task as the
// load event's style and layout of the page. So it does little there (listeners on the document,
// nothing looked up or changed), and what looks at or changes the page (its start work) runs in
// tasks of its own after it: one long task of the script and the layout (Lighthouse's Total
// Blocking Time, issue 28) becomes a few short ones.
import { searchCountyWording, sellCountyWording } from "~/components/judgments/county-wording";
import { countyListsFollowStates } from "./county-select";
import { dialogInvokers } from "./dialog-invokers";
import { dialogLinks } from "./dialog-links";
import { editFeeNotes } from "./edit-fee-note";
import { editSaveNotes } from "./edit-save-note";
import { liveFeePreview } from "./fee-preview";
import { wizardFormCache } from "./form-cache";
import { formPosts, formPostsOnLoad } from "./form-posts";
import { markReadOnOpen } from "./mark-read";
import { closeMenusOnEscapeAndOutsideClick } from "~/components/layout/menus";
import { liveDealMath } from "./deal-math";
import { rememberSellLocation, restoreSellLocation } from "./sell-location";
import { hideSubmitButtons, submitOnChange } from "./submit-on-change";
import { closeNoticesOnClick, enhanceNotices } from "./toasts";
import { watchWithoutPageLoad } from "./watch-button";

// At once: listeners on the document, in place before the page's load event (what a person does
// first works as soon as the page has loaded).
countyListsFollowStates(
  new Map([
    ["county-select", searchCountyWording],
    ["sell-location", sellCountyWording],
  ]),
);
rememberSellLocation();
submitOnChange();
closeNoticesOnClick();
closeMenusOnEscapeAndOutsideClick(document);
watchWithoutPageLoad();
// After Watch, which sends its form itself: posts left to the browser are sent once.
formPosts();
dialogInvokers();
dialogLinks();
// The inbox: a message opened is marked read.
markReadOnOpen();

/** Lets the browser run what waits (its rendering, a click) before the next group. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Each behaviour's start on its own: one that throws is reported and the others still start. */
function start(...behaviours: (() => void)[]) {
  for (const behaviour of behaviours) {
    try {
      behaviour();
    } catch (error) {
      reportError(error);
    }
  }
}

async function startWork() {
  await nextTask();
  // The dialog a refused form reopens first, then the notices, whose region goes above it in the top layer.
  start(hideSubmitButtons, formPostsOnLoad, enhanceNotices);
  await nextTask();
  // The wizard: the cache first fills what the page came without, then the figures follow the fields.
  start(wizardFormCache, restoreSellLocation, liveFeePreview);
  await nextTask();
  // The listing edit page: the fee note and what saving will do follow the fields; the judgment
  // page's offer dialogs and counter-back: the deal math as the amount is typed.
  start(editFeeNotes, editSaveNotes, liveDealMath);
  // Last: a test (or anything else) that waits for it finds every behaviour in place.
  document.documentElement.dataset.enhanced = "";
}

void startWork();
