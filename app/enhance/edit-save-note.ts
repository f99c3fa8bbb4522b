// What saving a live listing will do, as the seller edits it (p[data-enhance="edit-save-note"] by
// the Save button, app/components/selling-dashboard/listing-edit-form.tsx), on a page that does not
// hydrate. The server renders the words and which fields send the listing back to review
// (`data-reviewed`: their names and labels, from app/domain/listing-edits.ts), so this module holds
// no rule of its own: it compares each field with the value the page came with and sets the note's
// `data-state` ("review": the words and the reviewed fields changed; "live"; "unchanged") and the
// Save button's label (`data-review-label` while a reviewed field is changed). Without the script
// the note gives the general warning and the server decides on saving.

type Values = Map<string, string>;

/** What the page came with, field by field (the HTML's own defaults, not what the browser restored). */
function defaults(form: HTMLFormElement): Values {
  const values: Values = new Map();
  const add = (name: string, value: string) => values.set(name, [values.get(name), value].filter(Boolean).join(","));
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name) {
      if (element.type === "radio" || element.type === "checkbox") {
        values.set(element.name, values.get(element.name) ?? "");
        if (element.defaultChecked) add(element.name, element.value);
      } else if (element.type !== "hidden" && element.type !== "submit") add(element.name, element.defaultValue.trim());
    } else if (element instanceof HTMLTextAreaElement && element.name) add(element.name, element.defaultValue.trim());
    else if (element instanceof HTMLSelectElement && element.name) {
      const chosen = Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0];
      values.set(element.name, chosen?.value ?? "");
    }
  }
  return values;
}

function current(form: HTMLFormElement, names: Iterable<string>): Values {
  const data = new FormData(form);
  const values: Values = new Map();
  for (const name of names) {
    const all = data.getAll(name).filter((value): value is string => typeof value === "string");
    values.set(name, all.map((value) => value.trim()).join(","));
  }
  return values;
}

function follow(note: HTMLElement, form: HTMLFormElement) {
  const reviewed = JSON.parse(note.dataset.reviewed ?? "{}") as Record<string, string>;
  const text = note.querySelector('[data-save-note="text"]');
  const button = form.querySelector<HTMLButtonElement>("button[data-review-label]");
  const buttonLabel = button?.textContent ?? "";
  const initial = defaults(form);
  const show = () => {
    const now = current(form, initial.keys());
    const changed = Array.from(initial.keys()).filter((name) => now.get(name) !== initial.get(name));
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
