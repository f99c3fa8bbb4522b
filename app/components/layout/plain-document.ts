// The document app/root.tsx's Layout writes for a page that does not hydrate and carries no notice
// (no framework: the enhancement script only), as markup: for the pages answered without React Router,
// a visitor's (server/visitor-pages.ts) and a member's judgment page (server/member-pages.ts). Keep the
// two alike: change one and tests/e2e/visitor-pages.spec.ts and member-pages.spec.ts, which compare both
// writers' documents byte for byte, fail.
import type { MetaDescriptor } from "react-router";
import escapeHtml from "escape-html";
import enhanceScriptUrl from "virtual:enhance-script";
import stylesheet from "~/app.css?url";

export type PlainDocument = {
  /** This answer's CSP nonce (server/security-headers.ts). */
  nonce: string;
  /** The route's meta tags: a title and a description (app/components/page-title.ts). */
  meta: MetaDescriptor[];
  /** The navbar's <header> (app/components/layout/nav-html.ts: headerHtml). */
  header: string;
  /** Inside <main>. */
  main: string;
  /** The <footer> (app/components/layout/footer.tsx: footerElementHtml). */
  footer: string;
};

const SKIP_LINK =
  '<a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">Skip to content</a>';

/** The notices' region when there is none (app/components/ui/toaster.tsx). */
const EMPTY_TOASTER = '<div aria-label="Notifications" role="region" class="toaster" data-testid="toaster" data-enhance="toaster"></div>';

export function plainDocumentHtml({ nonce, meta, header, main, footer }: PlainDocument): string {
  const n = escapeLikeReact(nonce);
  const script = enhanceScriptUrl ? `<script type="module" src="${enhanceScriptUrl}" nonce="${n}"></script>` : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
    `<link nonce="${n}" rel="stylesheet" href="${stylesheet}" data-precedence="default"/>${metaHtml(meta)}` +
    `<link nonce="${n}" rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>` +
    `<body class="flex min-h-screen flex-col">${SKIP_LINK}${header}${EMPTY_TOASTER}<main id="main" class="flex-1">${main}</main>` +
    `${footer}${script}</body></html>`
  );
}

/** Text escaped as React escapes it (escape-html writes an apostrophe as &#39;, React as &#x27;). */
function escapeLikeReact(text: unknown): string {
  return escapeHtml(String(text)).replaceAll("&#39;", "&#x27;");
}

/** The title and the named meta tags, as React Router's <Meta/> writes them. */
export function metaHtml(meta: MetaDescriptor[]): string {
  let out = "";
  for (const tag of meta) {
    if ("title" in tag) out += `<title>${escapeLikeReact(tag.title)}</title>`;
    else if ("name" in tag && "content" in tag)
      out += `<meta name="${escapeLikeReact(tag.name)}" content="${escapeLikeReact(tag.content)}"/>`;
    else throw new Error(`A visitor's document writes a title and named meta tags only, not ${JSON.stringify(tag)}.`);
  }
  return out;
}
