// Managing the banned words (/admin/banned_words, DELETE /admin/banned_words/{id}): add, turn on
// or off, delete. Each change and its audit entry are one transaction. Nothing is cached: the next
// moderation check reads the list again (the matcher only caches the compiled list by its content).
import type { AppServices } from "~/server/context";
import { refuse, jsonError } from "~/server/http/refusal";
import { insertAudit } from "~/server/queries/audit";
import { deleteBannedWord, insertBannedWord, setBannedWordActive, type BannedWordRow } from "~/server/queries/banned-words";

export const bannedWordRefusals = {
  duplicate: (word: string) => `“${word}” is already on the list.`,
  missing: "This banned word does not exist.",
};

export const bannedWordToasts = {
  added: (word: string) => `“${word}” was added to the banned words.`,
  activated: (word: string) => `“${word}” is checked again.`,
  deactivated: (word: string) => `“${word}” is no longer checked.`,
  deleted: (word: string) => `“${word}” was deleted.`,
};

/** Adds a word (already normalized by the form's schema); 422 at `word` when it is on the list. */
export async function addBannedWord(services: AppServices, input: { adminId: number; word: string }): Promise<BannedWordRow> {
  return services.db.transaction(async (tx) => {
    const row = await insertBannedWord(tx, input.word);
    if (!row) throw refuse(422, "word", bannedWordRefusals.duplicate(input.word));
    await insertAudit(tx, {
      actorId: input.adminId,
      action: "banned_word.add",
      entity: "banned_word",
      entityId: row.id,
      details: { word: row.word },
    });
    return row;
  });
}

/** Turns a word on or off; 404 for an unknown id. */
export async function changeBannedWordActive(
  services: AppServices,
  input: { adminId: number; id: number; active: boolean },
): Promise<BannedWordRow> {
  return services.db.transaction(async (tx) => {
    const changed = await setBannedWordActive(tx, input.id, input.active);
    if (!changed) throw jsonError(404, bannedWordRefusals.missing);
    await insertAudit(tx, {
      actorId: input.adminId,
      action: input.active ? "banned_word.activate" : "banned_word.deactivate",
      entity: "banned_word",
      entityId: input.id,
      fromStatus: changed.before.active ? "active" : "inactive",
      toStatus: changed.after.active ? "active" : "inactive",
      details: { word: changed.after.word },
    });
    return changed.after;
  });
}

/** Deletes a word; 404 for an unknown id. */
export async function removeBannedWord(services: AppServices, input: { adminId: number; id: number }): Promise<BannedWordRow> {
  return services.db.transaction(async (tx) => {
    const row = await deleteBannedWord(tx, input.id);
    if (!row) throw jsonError(404, bannedWordRefusals.missing);
    await insertAudit(tx, {
      actorId: input.adminId,
      action: "banned_word.delete",
      entity: "banned_word",
      entityId: row.id,
      fromStatus: row.active ? "active" : "inactive",
      details: { word: row.word },
    });
    return row;
  });
}
