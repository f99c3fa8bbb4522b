// `/`: the public home. What the marketplace is, the featured judgments, how a sale works and
// why both sides can trust it. Fees are stated from the fee schedule, never typed in. The sections
// live in app/components/marketing/home-sections.tsx: a visitor without cookies is answered the same
// page written without React Router (server/visitor-pages.ts).
import type { Route } from "./+types/index";
import { Constant } from "~/components/constant-markup";
import { homeMeta, homeSections } from "~/components/marketing/home-sections";
import { useBranding } from "~/components/marketing/use-branding";
import { getServices, writtenPageNotAgain } from "~/server/context";
import { getOptionalUser } from "~/server/auth/guards";
import { loadHomePage } from "~/server/listings/home-page";

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  writtenPageNotAgain(context);
  return loadHomePage(getServices(context), await getOptionalUser(request, context));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const sections = homeSections(useBranding(), loaderData.featured);
  return (
    <>
      {sections.map((section) =>
        section.kind === "constant" ? (
          <Constant
            key={section.attrs["aria-labelledby"]}
            as="section"
            attrs={section.attrs}
            component={section.component}
            props={section.props as never}
          />
        ) : (
          <section key={section.attrs["aria-labelledby"]} {...section.attrs} dangerouslySetInnerHTML={section.markup} />
        ),
      )}
    </>
  );
}
