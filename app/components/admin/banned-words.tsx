// The pieces of /admin/banned_words: the Add form, the filter, and the list in compact columns,
// each word with its state and its Deactivate/Activate and Delete buttons. Every button is a form
// posting to the page (intent=…), so the page works without JavaScript; with JavaScript, Delete
// sends DELETE /admin/banned_words/{id} through a fetcher and the list reloads.
import { useEffect } from "react";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import { FieldErrors, type Errors } from "~/components/forms";
import { BANNED_WORD_MAX } from "~/domain/banned-word-form";

export type BannedWordItem = { id: number; word: string; active: boolean };

export function AddBannedWordForm({ errors, defaultWord, redirectTo }: { errors?: Errors; defaultWord: string; redirectTo: string }) {
  const wordErrors = errors?.word ?? errors?._;
  return (
    <Form method="post" preventScrollReset className="card p-4" data-testid="banned-word-add" aria-labelledby="banned-word-add-title">
      <h2 id="banned-word-add-title" className="text-base font-semibold">
        Add a word or phrase
      </h2>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirect_to" value={redirectTo} />
      <label htmlFor="banned-word" className="sr-only">
        Word or phrase
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id="banned-word"
          name="word"
          className="input"
          defaultValue={defaultWord}
          key={defaultWord}
          required
          maxLength={BANNED_WORD_MAX}
          autoComplete="off"
          placeholder="e.g. scam artist"
          aria-invalid={wordErrors?.length ? true : undefined}
          aria-describedby={["banned-word-hint", wordErrors?.length ? "banned-word-errors" : ""].filter(Boolean).join(" ")}
        />
        <button type="submit" className="btn-primary shrink-0">
          Add
        </button>
      </div>
      <FieldErrors id="banned-word-errors" errors={wordErrors} />
      <p id="banned-word-hint" className="mt-2 text-xs text-slate-500">
        Up to {BANNED_WORD_MAX} characters: letters, digits, spaces, apostrophes, hyphens. Stored in lower case; spellings such as “sh1t” or
        “s.h.i.t” are caught without being added.
      </p>
    </Form>
  );
}

export function BannedWordsFilter({ q, state, filtered }: { q: string; state: string; filtered: boolean }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter banned words"
      className="card grid gap-3 p-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      data-testid="banned-words-filter"
    >
      <div>
        <label htmlFor="banned-words-q" className="label">
          Word contains
        </label>
        <input id="banned-words-q" name="q" type="search" className="input" defaultValue={q} maxLength={BANNED_WORD_MAX} />
      </div>
      <div>
        <label htmlFor="banned-words-state" className="label">
          State
        </label>
        <select id="banned-words-state" name="state" className="input" defaultValue={state}>
          <option value="">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-secondary">
          Filter
        </button>
        {filtered && (
          <Link to="/admin/banned_words" className="btn-secondary">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

export function BannedWordsList({ words, redirectTo }: { words: BannedWordItem[]; redirectTo: string }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="banned-words">
      {words.map((word) => (
        <BannedWordLine key={word.id} word={word} redirectTo={redirectTo} />
      ))}
    </ul>
  );
}

const smallButton = "rounded-md border px-2.5 py-1 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-60";

function BannedWordLine({ word, redirectTo }: { word: BannedWordItem; redirectTo: string }) {
  const deletion = useFetcher<{ message?: string; errors?: Record<string, string[]> }>();
  const deleting = deletion.state !== "idle";
  const failed = deletion.state === "idle" && deletion.data?.errors ? deletion.data.message : null;
  // A refused delete (say the word was deleted meanwhile by another administrator) does not reload
  // the list by itself: reload it, so the page shows the list as it is now.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (failed) void revalidate();
  }, [failed, revalidate]);
  return (
    <li
      className={`flex items-center gap-2 rounded-md border px-3 py-2 ${word.active ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50"} ${deleting ? "opacity-50" : ""}`}
      data-testid="banned-word"
      data-word={word.word}
      data-active={word.active ? "true" : "false"}
    >
      <div className="min-w-0 flex-1">
        <span
          className={`block truncate font-medium ${word.active ? "text-slate-900" : "text-slate-500 line-through decoration-slate-400"}`}
          title={word.word}
        >
          {word.word}
        </span>
        <span
          className={`text-[11px] font-semibold uppercase tracking-wide ${word.active ? "text-emerald-700" : "text-slate-500"}`}
          data-testid="banned-word-state"
        >
          {word.active ? "Active" : "Inactive"}
        </span>
        {failed && (
          <span role="alert" className="block text-xs text-red-700">
            {failed}
          </span>
        )}
      </div>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={word.active ? "deactivate" : "activate"} />
        <input type="hidden" name="id" value={word.id} />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <button
          type="submit"
          className={`${smallButton} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          aria-label={`${word.active ? "Deactivate" : "Activate"} “${word.word}”`}
          disabled={deleting}
        >
          {word.active ? "Deactivate" : "Activate"}
        </button>
      </Form>
      <Form
        method="post"
        preventScrollReset
        onSubmit={(event) => {
          // With JavaScript: the resource route; without, this form posts to the page.
          event.preventDefault();
          deletion.submit(null, { method: "DELETE", action: `/admin/banned_words/${word.id}` });
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={word.id} />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <button
          type="submit"
          className={`${smallButton} border-red-200 bg-white text-red-700 hover:bg-red-50`}
          aria-label={`Delete “${word.word}”`}
          disabled={deleting}
        >
          {deleting ? "Deleting…" : "Delete"}
        </button>
      </Form>
    </li>
  );
}
