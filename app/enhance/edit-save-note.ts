// What saving a live listing will do, as the seller edits it (p[data-enhance="edit-save-note"] by
// the Save button, app/components/selling-dashboard/listing-edit-form.tsx), on a page that does not
// hydrate. The server renders the words and which fields send the listing back to review
// (`data-reviewed`: their names and labels, from app/domain/listing-edits.ts), so this module holds
// no rule of its own: it compares each field with the value the page came with and sets the note's
// `data-state` ("review": the words and the reviewed fields changed; "live"; "unchanged") and the
// Save button's label (`data-review-label` while a reviewed field is changed). Without the script
// the note gives the general warning and the server decides on saving.

/** The names of the fields that differ from what the page came with (not what the browser restored). */
function changedNames(form: HTMLFormElement, selects: Map<HTMLSelectElement, string>): string[] {
  const names = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const changed =
      element instanceof HTMLInputElement
        ? element.type === "radio" || element.type === "checkbox"
          ? element.checked !== element.defaultChecked
          : element.value.trim() !== element.defaultValue.trim()
        : element instanceof HTMLTextAreaElement
          ? element.value.trim() !== element.defaultValue.trim()
          : element instanceof HTMLSelectElement && element.value !== selects.get(element);
    if (changed) names.add((element as HTMLInputElement).name);
  }
  return Array.from(names);
}

function follow(note: HTMLElement, form: HTMLFormElement) {
  const reviewed = JSON.parse(note.dataset.reviewed ?? "{}") as Record<string, string>;
  const text = note.querySelector('[data-save-note="text"]');
  const button = form.querySelector<HTMLButtonElement>("button[data-review-label]");
  const buttonLabel = button?.textContent ?? "";
  // A select's first value: its option marked selected, else its first (the county list is replaced when the state changes).
  const selects = new Map<HTMLSelectElement, string>();
  for (const select of form.querySelectorAll("select")) {
    selects.set(select, (Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0])?.value ?? "");
  }
  // After a refused save the fields start from what was posted: those already changed count too.
  const changedBefore = JSON.parse(note.dataset.changedBefore ?? "[]") as string[];
  const show = () => {
    const changed = Array.from(new Set([...changedBefore, ...changedNames(form, selects)]));
    const reviewedChanges = changed.filter((name) => name in reviewed);
    const state = changed.length === 0 ? "unchanged" : reviewedChanges.length > 0 ? "review" : "live";
    note.dataset.state = state;
    if (text) {
      text.textContent =
        state === "review"
          ? `${note.dataset.saysReview} You changed: ${reviewedChanges.map((name) => reviewed[name]).join(", ")}.`
          : ((state === "live" ? note.dataset.saysLive : note.dataset.saysUnchanged) ?? "");
    }
    if (button && !button.disabled) button.textContent = state === "review" ? (button.dataset.reviewLabel ?? buttonLabel) : buttonLabel;
  };
  form.addEventListener("input", show);
  form.addEventListener("change", show);
  show();
}

export function editSaveNotes() {
  for (const note of document.querySelectorAll<HTMLElement>('[data-enhance="edit-save-note"]')) {
    const form = note.closest("form");
    if (form) follow(note, form);
  }
}
