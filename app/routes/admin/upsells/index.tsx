// /admin/upsells (page name Admin/Upsells/Index): the paid enhancements and the premium membership,
// the one home of their names, descriptions, prices and whether they are offered. One form per
// upsell posts here with its id (so the page works without JavaScript) and comes back with a toast,
// or with the errors next to the fields of that upsell. A script asking for JSON gets JSON (422 with
// the field errors). Every page that names or prices an upsell reads these rows, so an edit shows
// everywhere at once; orders already paid keep the price they were paid at.
import { data } from "react-router";
import type { Route } from "./+types/index";
import { AdminPageHeading, overviewArea } from "~/components/admin/admin-page-heading";
import { UpsellEditForm, type UpsellFormValues } from "~/components/admin/upsell-edit-form";
import { pageTitle } from "~/components/page-title";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { centsAsDollarText } from "~/domain/upsell-form";
import { upsellFormSchema } from "~/domain/schemas/upsell-form";
import { editUpsell, listAllUpsells, upsellToast } from "~/server/admin/upsells";
import { answersJson } from "~/server/admin/review-answer";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { Refusal } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Enhancements and Prices", matches);

const PATH = "/admin/upsells";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const rows = await listAllUpsells(getServices(context));
  return {
    upsells: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      amountCents: row.amountCents,
      price: centsAsDollarText(row.amountCents),
      active: row.active,
    })),
  };
}

type ActionData = { id: string; errors: Record<string, string[]>; values: UpsellFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const body = await readBody(request);
  const json = answersJson(request);
  const parsed = upsellFormSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (json) return new Refusal(422, errors, { message: Object.values(errors)[0]?.[0] });
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 1_000) : "");
    return data<ActionData>(
      {
        id: text(body.id),
        errors,
        values: { name: text(body.name), description: text(body.description), price: text(body.price), active: body.active !== undefined },
      },
      { status: 422 },
    );
  }
  const saved = await editUpsell(services, { adminId: admin.id, ...parsed.data });
  const message = upsellToast(saved.name);
  if (json) {
    return Response.json({
      status: "success",
      message,
      upsell: { id: saved.id, name: saved.name, description: saved.description, amount: saved.amountCents, active: saved.active },
    });
  }
  return redirectWithToast(services, PATH, { type: "success", description: message });
}

export default function AdminUpsells({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData as ActionData | undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Enhancements and Prices" area={overviewArea}>
        What sellers can buy for their listings, and the premium membership. A change shows at once in the enhancement store, the listing
        wizard, the checkout and the FAQ; orders already paid keep the price they were paid at.
      </AdminPageHeading>
      <ul className="space-y-4" data-testid="upsell-list">
        {loaderData.upsells.map((upsell) => {
          const mine = failed && failed.id === String(upsell.id) ? failed : undefined;
          return (
            <li key={upsell.id}>
              <UpsellEditForm
                upsell={upsell}
                values={mine?.values ?? { name: upsell.name, description: upsell.description, price: upsell.price, active: upsell.active }}
                errors={mine?.errors}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
