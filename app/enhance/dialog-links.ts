// A link to a page's own confirm step that the enhancement script turns into its dialog
// (docs/decisions/0040): `a[data-opens-dialog="{dialog id}"]` opens that <dialog> as a modal
// instead of loading the link, when the page has it (My Settings' Cancel Renewal). Without the
// script the link loads the page with the confirm step in its flow (?confirm=…), which asks the same.

export function dialogLinks() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-opens-dialog]") : null;
    const dialog = link ? document.getElementById(link.dataset.opensDialog ?? "") : null;
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  });
}
