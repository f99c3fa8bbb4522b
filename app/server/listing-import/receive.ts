// Receiving the import form: a multipart body with one spreadsheet (`file`) and a few short fields
// (`mode`, `fee_agree`). Refused before a byte is read when its declared length is past the
// limit, and while it arrives past the same limit or when it stalls (the documents' stream
// guards, app/server/documents/receive.ts). The CSV is parsed as it streams; an XLSX is held (at
// most the limit) because a zip's directory is at its end. Nothing is written anywhere.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import { uploadLimits } from "~/config/limits";
import { MAX_IMPORT_BYTES } from "~/domain/listing-import/columns";
import { BodyStalled, BodyTooLarge, bodyLimit, slowBodyLimit } from "~/server/documents/receive";
import { readHead } from "~/server/documents/stream-head";
import { uploadSlots, type SlotRefusal } from "~/server/documents/upload-slots";
import { readCsv, readXlsx, sheetKindOf, type Sheet } from "./read-sheet";

export type ImportUpload = {
  fields: Map<string, string>;
  /** The file's name as sent (shown back), and what was read from it; null when no file was chosen. */
  file: { name: string; sheet: Sheet } | null;
};
export type ImportRefusal = { ok: false; status: 400 | 408 | 413 | 429 | 503; message: string };

export const IMPORT_TOO_LARGE = `The file is too large (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB). Split it into smaller files.`;
const unreadable: ImportRefusal = { ok: false, status: 400, message: "The upload could not be read. Choose the file again and upload it." };
/** The form's own fields around the file. */
const FORM_OVERHEAD = 16 * 1024;

async function readSheet(head: Uint8Array, ended: boolean, rest: AsyncIterator<Uint8Array>): Promise<Sheet> {
  const kind = sheetKindOf(head);
  const remaining: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => (ended ? { next: async () => ({ done: true, value: undefined }) } : rest),
  };
  if (typeof kind !== "string") return { ok: false, problem: kind.problem };
  if (kind === "csv") return readCsv(head, remaining);
  const chunks: Uint8Array[] = [head];
  for await (const chunk of remaining) chunks.push(chunk);
  return readXlsx(Buffer.concat(chunks));
}

export async function receiveImport(
  request: Request,
  userId: number,
): Promise<{ ok: true; upload: ImportUpload } | ImportRefusal | SlotRefusal> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) return unreadable;
  const maxBytes = MAX_IMPORT_BYTES + FORM_OVERHEAD;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return { ok: false, status: 413, message: IMPORT_TOO_LARGE };
  const slot = uploadSlots.take(userId);
  if (!slot.ok) return slot;
  try {
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20, fileSize: MAX_IMPORT_BYTES + 1 },
      });
    } catch {
      return unreadable;
    }
    const fields = new Map<string, string>();
    let file: Promise<ImportUpload["file"]> = Promise.resolve(null);
    parser.on("field", (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on("file", (field, stream, sentName) => {
      stream.on("error", () => {});
      if (field !== "file") return void stream.resume();
      const chunks = stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Uint8Array>;
      file = (async () => {
        try {
          const head = await readHead(() => chunks.next(), 4096);
          // An empty file input sends a part with no name and no bytes: no file chosen.
          if (head.ended && head.bytes.length === 0 && !sentName) return null;
          const sheet = await readSheet(head.bytes, head.ended, chunks);
          return { name: (sentName ?? "").slice(0, 200), sheet };
        } finally {
          // Whatever was not read (a file cut short at its row limit) is drained, so the body ends.
          try {
            while (!(await chunks.next()).done);
          } catch {
            // The body broke off: the pipeline reports it.
          }
        }
      })();
      // Kept from rejecting unhandled: awaited below.
      file.catch(() => {});
    });
    try {
      const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
      await pipeline(
        body,
        slowBodyLimit(uploadLimits.slowWindowSeconds * 1000, uploadLimits.minBytesPerWindow),
        bodyLimit(maxBytes),
        parser,
      );
      return { ok: true, upload: { fields, file: await file } };
    } catch (error) {
      if (error instanceof BodyTooLarge) return { ok: false, status: 413, message: IMPORT_TOO_LARGE };
      if (error instanceof BodyStalled) return { ok: false, status: 408, message: "The upload was too slow or stalled. Please try again." };
      return unreadable;
    }
  } finally {
    slot.release();
  }
}
