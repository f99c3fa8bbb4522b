// The evidence of a verification (a docket extract): received like a listing document (its type by
// its first bytes, at most 20 MB, streamed to storage: app/server/documents/receive.ts), then
// fingerprinted with SHA-256 by reading the stored bytes back, so the fingerprint is of what is
// kept, not of what was meant to be sent.
import { createHash } from "node:crypto";
import type { ReceivedFile } from "~/server/documents/receive";
import type { FileStorage } from "~/server/storage/storage";

export type StoredEvidence = { key: string; name: string; contentType: string; bytes: number; sha256: string };

export async function sha256Of(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.getStream(key);
  if (!file) return null;
  const hash = createHash("sha256");
  const reader = file.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    hash.update(value);
  }
  return hash.digest("hex");
}

/** The received file as stored evidence; null when it was refused (its problem is then the message). */
export async function storedEvidence(storage: FileStorage, file: ReceivedFile): Promise<StoredEvidence | null> {
  if (!file.storageKey || !file.contentType || file.problem) return null;
  const sha256 = await sha256Of(storage, file.storageKey);
  if (!sha256) return null;
  return { key: file.storageKey, name: file.name, contentType: file.contentType, bytes: file.size, sha256 };
}
