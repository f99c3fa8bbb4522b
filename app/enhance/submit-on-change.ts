// A form marked data-enhance="submit-on-change" (the browse pages' sort form,
// app/components/judgments/browse-page.tsx) sends itself when one of its fields changes, and its
// submit button, there for browsers without JavaScript, is hidden: what the React SortControl does
// on a page that hydrates. Without the script the button shows and sends the form.

const FORM = 'form[data-enhance="submit-on-change"]';

/** Sends the form on a change: one listener on the document, in place as soon as the script has run. */
export function submitOnChange() {
  document.addEventListener("change", (event) => {
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>(FORM) : null;
    form?.requestSubmit();
  });
}

/** Hides the buttons the form no longer needs (after the page has loaded: it changes the layout). */
export function hideSubmitButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`${FORM} button[type="submit"]`)) button.hidden = true;
}
