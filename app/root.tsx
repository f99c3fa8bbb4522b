// The document: navbar, page, notices (top right), footer. The root loader gives every page its
// properties (user, roles, permissions, branding, unread count) and the pending toast. Only pages
// whose route asks for it hydrate (app/components/hydration.tsx); the others load the enhancement script.
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "~/components/error-page";
import { Footer } from "~/components/layout/footer";
import { Navbar } from "~/components/layout/navbar";
import { Toaster } from "~/components/ui/toaster";
import { usePageHydrates } from "~/components/hydration";
import { useNonce } from "~/components/nonce";
import enhanceScriptUrl from "virtual:enhance-script";
import { useRootData, type RootData } from "~/components/ui/root-data";
import { loadBranding } from "~/config/branding";
import { getServices } from "~/server/context";
import { copyrightYear, loadPageProps } from "~/server/page-props";
import { readToast } from "~/server/toast";

export const links: Route.LinksFunction = () => [
  // `precedence` makes it a React stylesheet resource, written first in <head> (before the module
  // preloads React hoists there), so the browser asks for the render-blocking CSS first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  const brand = loaderData?.branding.name ?? "Judgment Exchange";
  if (!error) return [{ title: brand }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page Not Found" : status === 403 ? "Not Allowed" : "Something Went Wrong";
  return [{ title: `${title} | ${brand}` }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, clear } = await readToast(request, getServices(context));
  const props = await loadPageProps(request, context, toast !== null);
  return data({ ...props, toast, year: copyrightYear() } satisfies RootData, {
    headers: clear ? { "Set-Cookie": clear } : undefined,
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = usePageHydrates();
  const props = useRootData();
  const branding = props?.branding ?? loadBranding({});
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        {props && <Navbar props={props} />}
        {/* Right after the header: without JavaScript the flash is a banner there (app/styles/layout.css). */}
        <Toaster flash={props?.toast ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer branding={branding} year={props?.year ?? new Date().getFullYear()} />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // A page that does not hydrate: no framework, no loader data; the small script that adds
          // what its HTML cannot do alone (app/enhance/). A module script runs after the page is parsed.
          enhanceScriptUrl && <script type="module" src={enhanceScriptUrl} nonce={nonce} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
