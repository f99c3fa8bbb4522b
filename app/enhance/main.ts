// The enhancement script: what pages that do not hydrate still want from JavaScript, in plain
// TypeScript (docs/decisions/0040). Each behaviour is one module, finds its elements by the
// data-enhance hooks the React components render in the server's HTML, and works without it too.
// A module script: it runs once the page is parsed, after first paint.
import { searchCountyWording } from "~/components/judgments/county-wording";
import { followState } from "./county-select";
import { dialogInvokers } from "./dialog-invokers";
import { dialogLinks } from "./dialog-links";
import { editFeeNotes } from "./edit-fee-note";
import { editSaveNotes } from "./edit-save-note";
import { liveFeePreview } from "./fee-preview";
import { wizardFormCache } from "./form-cache";
import { formPosts } from "./form-posts";
import { markReadOnOpen } from "./mark-read";
import { closeMenusOnEscapeAndOutsideClick } from "./menus";
import { liveDealMath } from "./deal-math";
import { sellLocation } from "./sell-location";
import { submitOnChange } from "./submit-on-change";
import { enhanceNotices } from "./toasts";
import { watchWithoutPageLoad } from "./watch-button";

for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-enhance="county-select"]')) {
  followState(select, searchCountyWording);
}
submitOnChange();
enhanceNotices();
closeMenusOnEscapeAndOutsideClick();
watchWithoutPageLoad();
// After Watch, which sends its form itself: posts left to the browser are sent once.
formPosts();
dialogInvokers();
dialogLinks();
// The wizard: the cache first fills what the page came without, then the figures follow the fields.
wizardFormCache();
sellLocation();
liveFeePreview();
// The inbox: a message opened is marked read.
markReadOnOpen();
// The listing edit page: the fee note and what saving will do follow the fields.
editFeeNotes();
editSaveNotes();
// The judgment page's offer dialogs and counter-back: the deal math as the amount is typed.
liveDealMath();

// Last: a test (or anything else) that waits for it finds every behaviour in place.
document.documentElement.dataset.enhanced = "";
