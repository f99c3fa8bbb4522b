// Where uploaded documents live (DESIGN.md section 2): a local folder by default, outside any public
// folder; every download goes through a route that checks who is asking. Several app instances
// share an S3 bucket instead (s3-storage.ts, chosen by the S3_* variables in config.ts).
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Every store keeps the same promises (tests/support/storage-contract.ts): a key is written once
 * (a second put or putStream to it fails and leaves the first file alone), a missing key reads as
 * null, deleting is idempotent, and a key that is not slash-separated letters, digits, "_" and "-"
 * is refused.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Writes a file as its bytes arrive, never holding more than a chunk in memory. Past `maxBytes`
   * it stops with FileTooLarge; on any failure the partial file is deleted. Answers the size.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number>;
  /** A file read as it comes, never whole in memory (downloads); null for a missing key. */
  getStream(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** A stored file as it is read: its size in bytes and its bytes as they come. */
export type StoredFile = { size: number; body: ReadableStream<Uint8Array> };

/** A streamed file passed its size limit; nothing of it was kept. */
export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

/** A fresh, unguessable storage key; the original name is kept in the database only. */
export function newStorageKey(prefix: string): string {
  const stamp = new Date().toISOString().slice(0, 7);
  return `${prefix}/${stamp}/${randomBytes(16).toString("hex")}`;
}

/** Keys are plain path segments: no dots (so no ".."), no empty segment, no leading slash. */
export function checkStorageKey(key: string): string {
  if (key.length > 512 || !/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The source's chunks, counted: throws FileTooLarge as soon as they pass `maxBytes`. */
export async function* limited(source: AsyncIterable<Uint8Array>, maxBytes: number, size: { bytes: number }) {
  for await (const chunk of source) {
    size.bytes += chunk.length;
    if (size.bytes > maxBytes) throw new FileTooLarge(maxBytes);
    yield chunk;
  }
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkStorageKey(key));
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: "wx" });
    },
    async putStream(key, source, maxBytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const size = { bytes: 0 };
      try {
        await pipeline(Readable.from(limited(source, maxBytes, size)), createWriteStream(file, { flags: "wx" }));
        return size.bytes;
      } catch (error) {
        // "wx": an existing file is never ours to delete.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await fs.rm(file, { force: true });
        throw error;
      }
    },
    async getStream(key) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(resolve(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const { size } = await handle.stat();
      return { size, body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** In-memory storage for tests; `files` lets a test see everything it holds. */
export function createMemoryStorage(files = new Map<string, Uint8Array>()): FileStorage {
  const fresh = (key: string) => {
    if (files.has(checkStorageKey(key))) throw new Error(`Storage key already taken: ${key}`);
    return key;
  };
  return {
    async put(key, bytes) {
      files.set(fresh(key), bytes);
    },
    async putStream(key, source, maxBytes) {
      fresh(key);
      const chunks: Uint8Array[] = [];
      const size = { bytes: 0 };
      for await (const chunk of limited(source, maxBytes, size)) chunks.push(chunk);
      files.set(fresh(key), new Uint8Array(Buffer.concat(chunks)));
      return size.bytes;
    },
    async getStream(key) {
      const bytes = files.get(checkStorageKey(key));
      if (!bytes) return null;
      // In slices, as the other stores read: code that handles one chunk only fails here too.
      let at = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(at, (at += 64 * 1024)));
        },
      });
      return { size: bytes.length, body };
    },
    async delete(key) {
      files.delete(checkStorageKey(key));
    },
  };
}
