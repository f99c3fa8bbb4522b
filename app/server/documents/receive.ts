// Receiving an upload while it arrives: the multipart body is parsed as a stream (@fastify/busboy),
// each file is judged by its first bytes and written to storage chunk by chunk under the 20 MB
// limit, and the whole body may not pass the upload limit, whatever its Content-Length said.
// Memory holds a chunk at a time and the form's few short text fields, never a whole file.
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import { requestLimits, uploadLimits } from "~/config/limits";
import { cleanFileName, documentProblem, MAX_DOCUMENT_BYTES, SNIFF_BYTES, sniffDocumentType } from "~/domain/document-types";
import { FileTooLarge, newStorageKey, type FileStorage } from "~/server/storage/storage";
import { readHead } from "./stream-head";

export type ReceivedFile = {
  /** The cleaned name (cleanFileName), as the uploader sees it in messages. */
  name: string;
  /** Where its bytes are; null when none were kept (the file is refused). */
  storageKey: string | null;
  size: number;
  /** The type sniffed from its first bytes. */
  contentType: string | null;
  /** Why it is refused, in words for the uploader; null when it is fine. */
  problem: string | null;
};

export type ReceivedUpload = {
  /** The text fields (the first value of each). */
  fields: Map<string, string>;
  /** The files of the file fields asked for, in the order sent; an empty file input sends none. */
  files: ReceivedFile[];
  /** More files than `maxFiles` were sent: the extra ones were skipped unread. */
  tooManyFiles: boolean;
};

export type ReceiveRefusal = { ok: false; status: 400 | 408 | 413; message: string };
export type ReceiveResult = { ok: true; upload: ReceivedUpload } | ReceiveRefusal;

export type ReceiveOptions = {
  fileFields: readonly string[];
  maxFiles: number;
  maxBodyBytes?: number;
  maxFileBytes?: number;
  /** The window in which the body must send uploadLimits.minBytesPerWindow (default uploadLimits.slowWindowSeconds). */
  idleMs?: number;
};

export class BodyTooLarge extends Error {}
export class BodyStalled extends Error {}

const unreadable: ReceiveRefusal = { ok: false, status: 400, message: "The upload could not be read. Send it as multipart/form-data." };
const stalled: ReceiveRefusal = { ok: false, status: 408, message: "The upload was too slow or stalled. Please try again." };
const tooLarge = (limit: number): ReceiveRefusal => ({
  ok: false,
  status: 413,
  message: `The request is too large (at most ${Math.floor(limit / 1024 / 1024)} MB).`,
});

/**
 * One file: its first bytes decide its type (an unaccepted or empty file is not stored at all),
 * then the rest streams to storage, which stops past `maxBytes` and keeps nothing of it.
 * Reads `chunks` only as far as it needs: the caller drains the rest.
 */
export async function receiveFile(
  storage: FileStorage,
  rawName: string,
  chunks: AsyncIterator<Uint8Array>,
  maxBytes = MAX_DOCUMENT_BYTES,
): Promise<ReceivedFile> {
  const name = cleanFileName(rawName);
  const head = await readHead(() => chunks.next(), SNIFF_BYTES);
  const headBytes = head.bytes;
  const type = sniffDocumentType(headBytes);
  const problem = documentProblem(name, headBytes);
  if (problem || !type)
    return {
      name,
      storageKey: null,
      size: headBytes.length,
      contentType: null,
      problem: problem ?? `"${name}" is not an accepted document.`,
    };

  async function* whole() {
    yield* head.chunks;
    while (!head.ended) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const storageKey = newStorageKey("documents");
  try {
    const size = await storage.putStream(storageKey, whole(), maxBytes);
    return { name, storageKey, size, contentType: type.contentType, problem: null };
  } catch (error) {
    if (!(error instanceof FileTooLarge)) throw error;
    return { name, storageKey: null, size: maxBytes + 1, contentType: null, problem: documentProblem(name, headBytes, maxBytes + 1) };
  }
}

function ignoreError(): void {}

/** Reads what is left of a file part, so the parser moves on to the next part. */
async function drain(chunks: AsyncIterator<Uint8Array>): Promise<void> {
  try {
    while (!(await chunks.next()).done);
  } catch {
    // The body broke off: the parse itself reports it.
  }
}

/** Passes the body through, refusing it as soon as it passes `maxBytes`. */
export function bodyLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new BodyTooLarge() : null, seen > maxBytes ? undefined : chunk);
    },
  });
}

/**
 * Fails the body when fewer than `minBytes` arrive in any `ms`: an upload holds one of the
 * instance's few upload slots, so a client sending a byte now and then must not keep it. The
 * bytes are counted as the parser takes them, so storage slower than that would also fail the
 * upload (local disk is not; an object store would be measured again with it, issue 14).
 */
export function slowBodyLimit(ms: number, minBytes: number): Transform {
  let seen = 0;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      clearInterval(timer);
      callback();
    },
    destroy(error, callback) {
      clearInterval(timer);
      callback(error);
    },
  });
  const timer = setInterval(() => {
    if (seen < minBytes) stream.destroy(new BodyStalled());
    seen = 0;
  }, ms);
  return stream;
}

/** Deletes the stored bytes of received files (a refused upload keeps nothing). */
export async function discardFiles(storage: FileStorage, files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => (f.storageKey ? storage.delete(f.storageKey).catch(() => {}) : undefined)));
}

/**
 * Receives a multipart upload. Refused (400 unreadable, 413 past the body limit) it leaves nothing
 * in storage; received, the caller owns the stored files (recordListingDocument or discardFiles).
 * A storage failure is thrown, after deleting what was stored.
 */
export async function receiveUpload(request: Request, storage: FileStorage, options: ReceiveOptions): Promise<ReceiveResult> {
  const maxBodyBytes = options.maxBodyBytes ?? requestLimits.maxUploadBytes;
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) return unreadable;
  // Refused before a single byte is read when the declared size is already too large.
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBodyBytes) return tooLarge(maxBodyBytes);

  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: (options.maxFileBytes ?? MAX_DOCUMENT_BYTES) + 1,
        files: options.maxFiles,
        fields: 20,
        fieldSize: 4096,
        parts: options.maxFiles + 20,
        headerPairs: 20,
      },
    });
  } catch {
    return unreadable;
  }

  const fields = new Map<string, string>();
  const files: (ReceivedFile | null)[] = [];
  const pending: Promise<void>[] = [];
  const open = new Set<BusboyFileStream>();
  let tooManyFiles = false;
  let storageError: unknown = null;

  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    if (!fields.has(name)) fields.set(name, valueTruncated ? "" : value);
  });
  const overflow = () => {
    tooManyFiles = true;
  };
  parser.on("filesLimit", overflow);
  parser.on("partsLimit", overflow);
  parser.on("file", (field, stream, sentName) => {
    // A part's stream fails when the body breaks off inside it. Every part gets a listener, read or
    // skipped: an 'error' event without one is thrown and would stop the process. The failure
    // itself reaches us through the pipeline (and, for a file being read, through its iterator).
    stream.on("error", ignoreError);
    const filename = sentName ?? "";
    if (!options.fileFields.includes(field)) return void stream.resume();
    // The iterator must not destroy the part when we stop reading: the parser would wait forever.
    const chunks = stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Uint8Array>;
    const index = files.push(null) - 1;
    open.add(stream);
    pending.push(
      receiveFile(storage, filename, chunks, options.maxFileBytes)
        .then(
          (file) => {
            // An empty file input (no name, no bytes) sends no file.
            if (!(filename === "" && file.size === 0)) files[index] = file;
          },
          (error) => {
            storageError ??= error;
          },
        )
        .finally(async () => {
          await drain(chunks);
          open.delete(stream);
        }),
    );
  });

  const received = () => files.filter((f): f is ReceivedFile => f !== null);
  try {
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    const window = options.idleMs ?? uploadLimits.slowWindowSeconds * 1000;
    await pipeline(body, slowBodyLimit(window, uploadLimits.minBytesPerWindow), bodyLimit(maxBodyBytes), parser);
    await Promise.all(pending);
  } catch (error) {
    // The body broke off or was too large: stop the files still arriving, then keep nothing.
    for (const stream of open) stream.destroy(error as Error);
    await Promise.allSettled(pending);
    await discardFiles(storage, received());
    if (error instanceof BodyStalled) return stalled;
    return error instanceof BodyTooLarge ? tooLarge(maxBodyBytes) : unreadable;
  }
  if (storageError) {
    await discardFiles(storage, received());
    throw storageError;
  }
  return { ok: true, upload: { fields, files: received(), tooManyFiles } };
}
