// DELETE /admin/banned_words/{id} (buyer spec's call table): an administrator deletes a banned
// word. Answers { status, message, banned_word } in JSON; 404 for an unknown or malformed id, 401
// signed out, 403 for members (the endpoint helper), 405 for other methods. The page's Delete
// button calls it with a fetcher; without JavaScript the button posts to the page's action.
import { parseId } from "~/domain/ids";
import { bannedWordRefusals, bannedWordToasts, removeBannedWord } from "~/server/admin/banned-words";
import { del } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";

const route = del({ access: "admin" }, async ({ params, services, user: admin }) => {
  const id = parseId(params.id);
  if (id === null) throw jsonError(404, bannedWordRefusals.missing);
  const row = await removeBannedWord(services, { adminId: admin.id, id });
  return Response.json({ status: "success", message: bannedWordToasts.deleted(row.word), banned_word: row });
});

export const loader = route.loader;
export const action = route.action;
