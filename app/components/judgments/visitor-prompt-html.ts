// What a visitor sees in the judgment card of an active listing, as markup (decision 0056): sign in
// to make an offer, or create an account. Its one writer, for the pages written in markup (the card's
// actions) and for React (VisitorPrompt places it). The links were React Router's: data-discover.
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";

/** `signInPath`: the sign-in page that comes back to this listing; the register page is the same with /register. */
export function visitorPromptParts(signInPath: string): MarkupElementParts {
  const registerPath = signInPath.replace(/^\/login/, "/register");
  return {
    tag: "div",
    attributes: { class: "space-y-2", "data-testid": "visitor-prompt" },
    inside: html`<a class="btn-primary w-full" href="${signInPath}" data-discover="true">Sign in to make an offer</a>\
<p class="text-center text-sm text-slate-600">New here?<!-- --> \
<a class="font-semibold" href="${registerPath}" data-discover="true">Create a free account</a></p>`,
  };
}

export function visitorPromptHtml(signInPath: string): Html {
  return markupElementHtml(visitorPromptParts(signInPath));
}
