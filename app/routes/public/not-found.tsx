// The `*` splat: any unknown URL, for every method, is a 404 rendered by root's ErrorBoundary.
import type { Route } from "./+types/not-found";
import { pageTitle } from "~/components/page-title";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Page Not Found", matches);

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export async function loader(_args: Route.LoaderArgs) {
  notFound();
}

export async function action(_args: Route.ActionArgs) {
  notFound();
}

export default function NotFound() {
  return null;
}
