// A form marked data-enhance="submit-on-change" (the browse pages' sort form,
// app/components/judgments/browse-page.tsx) sends itself when one of its fields changes, and its
// submit button, there for browsers without JavaScript, is hidden: what the React SortControl does
// on a page that hydrates. Without the script the button shows and sends the form.

export function submitOnChange() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enhance="submit-on-change"]')) {
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.hidden = true;
    form.addEventListener("change", () => form.requestSubmit());
  }
}
