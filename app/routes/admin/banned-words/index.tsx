// /admin/banned_words (page name Admin/BannedWords/Index): the words listings and messages are
// checked against (docs/decisions/0018-banned-word-matching.md), alphabetical, filtered by text and
// state, 60 a page. Administrators add a word or phrase, turn one off or on, and delete one. Each
// form posts here with an intent (so the page works without JavaScript) and comes back with a
// toast; with JavaScript, Delete calls DELETE /admin/banned_words/{id} with a fetcher. A script
// asking for JSON gets JSON (422 with the field errors for a bad or duplicate word).
import { data } from "react-router";
import type { Route } from "./+types/index";
import { AdminPageHeading } from "~/components/admin/admin-page-heading";
import { AddBannedWordForm, BannedWordsFilter, BannedWordsList } from "~/components/admin/banned-words";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { BANNED_WORD_MAX } from "~/domain/banned-word-form";
import { bannedWordSchema } from "~/domain/schemas/banned-word-form";
import { parseId } from "~/domain/ids";
import { storableOrNull } from "~/domain/storable-text";
import { addBannedWord, bannedWordRefusals, bannedWordToasts, changeBannedWordActive, removeBannedWord } from "~/server/admin/banned-words";
import { answersJson } from "~/server/admin/review-answer";
import { adminPageLinks, requestedPage } from "~/server/admin/paging";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { safeRedirectPath } from "~/server/http/redirect";
import { jsonError, Refusal } from "~/server/http/refusal";
import { BANNED_WORDS_PAGE_SIZE, countBannedWords, listBannedWords, type BannedWordFilter } from "~/server/queries/banned-words";
import { redirectWithToast } from "~/server/toast";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Banned Words", matches);

const PATH = "/admin/banned_words";
const states = ["active", "inactive"] as const;
type StateFilter = (typeof states)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const { db } = getServices(context);
  const url = new URL(request.url);
  const text = (storableOrNull(url.searchParams.get("q")) ?? "").trim().toLowerCase().slice(0, BANNED_WORD_MAX);
  const state = states.find((s) => s === url.searchParams.get("state")) ?? null;
  const filter: BannedWordFilter = { text: text || undefined, active: state === null ? undefined : state === "active" };
  const counts = await countBannedWords(db, filter);
  const paging = adminPageLinks(
    { path: PATH, filters: { q: text || undefined, state: state ?? undefined }, requested: requestedPage(url) },
    counts.matching,
    BANNED_WORDS_PAGE_SIZE,
  );
  const words = counts.matching ? await listBannedWords(db, filter, paging.page) : [];
  const current = paging.links.find((link) => link.active)?.url ?? PATH;
  return {
    words,
    counts,
    paging,
    firstShown: counts.matching ? (paging.page - 1) * BANNED_WORDS_PAGE_SIZE + 1 : 0,
    filter: { q: text, state: (state ?? "") as StateFilter | "" },
    here: current,
  };
}

/** Where a form post returns: this page with its filter and page, never elsewhere. */
function backPath(body: Record<string, unknown>): string {
  const path = safeRedirectPath(body.redirect_to, PATH);
  return path === PATH || path.startsWith(`${PATH}?`) ? path : PATH;
}

/** intent=add (word), activate, deactivate, delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const body = await readBody(request);
  const json = answersJson(request);
  const back = backPath(body);
  const intent = body.intent;

  if (intent === "add") {
    const parsed = bannedWordSchema.safeParse(body);
    const errors = parsed.success ? null : fieldErrors(parsed.error);
    let refusal: Refusal | null = null;
    let added = null;
    if (parsed.success) {
      try {
        added = await addBannedWord(services, { adminId: admin.id, word: parsed.data.word });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refusal = error;
      }
    }
    if (!added) {
      const shown = errors ?? refusal!.errors;
      if (json) return refusal ?? new Refusal(422, shown, { message: Object.values(shown)[0]?.[0] });
      return data({ errors: shown, word: typeof body.word === "string" ? body.word.slice(0, 200) : "" }, { status: 422 });
    }
    if (json) return Response.json({ status: "success", message: bannedWordToasts.added(added.word), banned_word: added }, { status: 201 });
    return redirectWithToast(services, back, { type: "success", description: bannedWordToasts.added(added.word) });
  }

  if (intent !== "activate" && intent !== "deactivate" && intent !== "delete") {
    if (json) throw jsonError(422, "Unknown action.");
    return data({ errors: { _: ["Unknown action."] }, word: "" }, { status: 422 });
  }
  const id = parseId(body.id);
  try {
    if (id === null) throw jsonError(404, bannedWordRefusals.missing);
    const row =
      intent === "delete"
        ? await removeBannedWord(services, { adminId: admin.id, id })
        : await changeBannedWordActive(services, { adminId: admin.id, id, active: intent === "activate" });
    const message = bannedWordToasts[intent === "delete" ? "deleted" : intent === "activate" ? "activated" : "deactivated"](row.word);
    if (json) return Response.json({ status: "success", message, banned_word: row });
    return redirectWithToast(services, back, { type: "success", description: message });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (json) return error;
    return redirectWithToast(services, back, { type: "error", description: error.message });
  }
}

export default function BannedWords({ loaderData, actionData }: Route.ComponentProps) {
  const { words, counts, paging, firstShown, filter, here } = loaderData;
  const result = actionData as { errors?: Record<string, string[]>; word?: string } | undefined;
  const filtered = Boolean(filter.q || filter.state);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Banned Words">
        New and edited listings and every message are checked against the active words: whole words, any case, also written with repeated
        letters, separators or look-alike digits and symbols.{" "}
        <span data-testid="banned-words-count" className="font-medium text-slate-800">
          {counts.all.toLocaleString("en-US")} {counts.all === 1 ? "word" : "words"}, {counts.active.toLocaleString("en-US")} active.
        </span>
      </AdminPageHeading>

      <div className="grid gap-4 lg:grid-cols-[22rem_1fr] lg:items-start">
        <AddBannedWordForm errors={result?.errors} defaultWord={result?.word ?? ""} redirectTo={here} />
        <BannedWordsFilter q={filter.q} state={filter.state} filtered={filtered} />
      </div>

      <section aria-labelledby="banned-words-list" className="mt-6">
        <h2 id="banned-words-list" className="sr-only">
          Banned words
        </h2>
        {words.length === 0 ? (
          <div className="card px-6 py-12 text-center" data-testid="banned-words-empty">
            <p className="text-lg font-semibold">{filtered ? "No banned words match this filter." : "There are no banned words yet."}</p>
            <p className="mt-1 text-sm text-slate-600">{filtered ? "Try another filter, or clear it." : "Add the first one above."}</p>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" data-testid="banned-words-range">
              {firstShown.toLocaleString("en-US")}–{(firstShown + words.length - 1).toLocaleString("en-US")} of{" "}
              {counts.matching.toLocaleString("en-US")}
              {filtered ? " matching" : ""}, alphabetical
            </p>
            <BannedWordsList words={words} redirectTo={here} />
          </>
        )}
        <div className="mt-6">
          <AdminPagination paging={paging} />
        </div>
      </section>
    </div>
  );
}
