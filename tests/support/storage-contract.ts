// The promises every FileStorage keeps (app/server/storage/storage.ts), as one suite that runs
// against each store: the local disk, the memory store the tests use, and S3 (through the fake).
// `stored()` lists everything the store holds, half-written things included (a partial file on
// disk, an unfinished multipart upload on S3), so "nothing is left behind" is checked, not assumed.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { FileTooLarge, type FileStorage } from "~/server/storage/storage";

export type StoreUnderTest = { storage: FileStorage; stored(): Promise<string[]> | string[] };

const MiB = 1024 * 1024;

/** `count` chunks of `size` bytes, each filled with its own byte; the source fails at `failAt`. */
export async function* chunks(count: number, size = 1000, failAt = -1): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < count; i++) {
    if (i === failAt) throw new Error("the upload broke off");
    yield new Uint8Array(size).fill((i * 7 + 1) % 256);
  }
}

/** A stored file read whole (through getStream, the stores' one read), or null when missing. */
export async function readStored(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.getStream(key);
  return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null;
}

const digest = (bytes: Uint8Array | null) => (bytes ? createHash("sha256").update(bytes).digest("hex") : null);

export function describeFileStorage(name: string, make: () => Promise<StoreUnderTest> | StoreUnderTest): void {
  describe(`FileStorage contract: ${name}`, () => {
    let store: StoreUnderTest;
    let storage: FileStorage;
    beforeEach(async () => {
      store = await make();
      storage = store.storage;
    });

    it("reads back what put wrote; a missing key reads as null", async () => {
      const bytes = new Uint8Array([1, 2, 3, 250]);
      await storage.put("documents/2026-01/aaaa", bytes);
      expect(await readStored(storage, "documents/2026-01/aaaa")).toEqual(bytes);
      expect(await readStored(storage, "documents/2026-01/missing")).toBeNull();
      expect(await store.stored()).toEqual(["documents/2026-01/aaaa"]);
    });

    it("deletes, and deleting again or deleting a key never written is fine", async () => {
      await storage.put("documents/2026-01/aaaa", new Uint8Array([1]));
      await storage.delete("documents/2026-01/aaaa");
      expect(await readStored(storage, "documents/2026-01/aaaa")).toBeNull();
      await storage.delete("documents/2026-01/aaaa");
      await storage.delete("documents/2026-01/never");
      expect(await store.stored()).toEqual([]);
    });

    it("never overwrites: a second put or putStream to a key fails and keeps the first file", async () => {
      const first = new Uint8Array([9, 9, 9]);
      await storage.put("documents/2026-01/aaaa", first);
      await expect(storage.put("documents/2026-01/aaaa", new Uint8Array([1]))).rejects.toThrow();
      await expect(storage.putStream("documents/2026-01/aaaa", chunks(3), 5000)).rejects.toThrow();
      expect(await readStored(storage, "documents/2026-01/aaaa")).toEqual(first);
      expect(await store.stored()).toEqual(["documents/2026-01/aaaa"]);
    });

    it("streams the chunks as they come and answers the size", async () => {
      expect(await storage.putStream("documents/2026-01/aaaa", chunks(5), 5000)).toBe(5000);
      const stored = await readStored(storage, "documents/2026-01/aaaa");
      expect(stored?.length).toBe(5000);
      expect([stored?.[0], stored?.[4999]]).toEqual([1, 29]);
    });

    it("streams an empty file", async () => {
      expect(await storage.putStream("documents/2026-01/aaaa", chunks(0), 5000)).toBe(0);
      expect(await readStored(storage, "documents/2026-01/aaaa")).toEqual(new Uint8Array());
    });

    it("stops past the limit with FileTooLarge and keeps nothing, for a small or a multi-megabyte limit", async () => {
      await expect(storage.putStream("documents/2026-01/bbbb", chunks(1_000_000), 5000)).rejects.toBeInstanceOf(FileTooLarge);
      await expect(storage.putStream("documents/2026-01/cccc", chunks(1_000_000, 64 * 1024), 11 * MiB)).rejects.toBeInstanceOf(
        FileTooLarge,
      );
      expect(await readStored(storage, "documents/2026-01/bbbb")).toBeNull();
      expect(await readStored(storage, "documents/2026-01/cccc")).toBeNull();
      expect(await store.stored()).toEqual([]);
    });

    it("keeps nothing when the source fails early or after several megabytes", async () => {
      await expect(storage.putStream("documents/2026-01/cccc", chunks(5, 1000, 3), 5000)).rejects.toThrow("the upload broke off");
      await expect(storage.putStream("documents/2026-01/dddd", chunks(200, 64 * 1024, 150), 20 * MiB)).rejects.toThrow(
        "the upload broke off",
      );
      expect(await readStored(storage, "documents/2026-01/cccc")).toBeNull();
      expect(await store.stored()).toEqual([]);
    });

    it("stores a large file of many chunks intact", async () => {
      async function* large() {
        yield* chunks(192, 64 * 1024); // 12 MiB
        yield new Uint8Array(123).fill(7);
      }
      const expected = new Uint8Array(12 * MiB + 123);
      let at = 0;
      for await (const chunk of large()) expected.set(chunk, (at += chunk.length) - chunk.length);
      expect(await storage.putStream("documents/2026-01/eeee", large(), 20 * MiB)).toBe(expected.length);
      const stored = await readStored(storage, "documents/2026-01/eeee");
      expect(stored?.length).toBe(expected.length);
      expect(digest(stored)).toBe(digest(expected));
      expect(await store.stored()).toEqual(["documents/2026-01/eeee"]);

      // Read as a stream (downloads): the same bytes, its size known before the first chunk, in
      // several chunks rather than one whole buffer.
      const file = await storage.getStream("documents/2026-01/eeee");
      expect(file?.size).toBe(expected.length);
      const hash = createHash("sha256");
      let pieces = 0;
      for await (const chunk of file!.body) {
        hash.update(chunk);
        pieces += 1;
      }
      expect(hash.digest("hex")).toBe(digest(expected));
      expect(pieces).toBeGreaterThan(1);
    });

    it("streams a missing key as null, and a small file whole", async () => {
      expect(await storage.getStream("documents/2026-01/missing")).toBeNull();
      await storage.put("documents/2026-01/ffff", new Uint8Array([9, 8, 7]));
      const file = await storage.getStream("documents/2026-01/ffff");
      expect(file?.size).toBe(3);
      expect(new Uint8Array(await new Response(file!.body).arrayBuffer())).toEqual(new Uint8Array([9, 8, 7]));
    });

    it("refuses keys that are not plain path segments, and writes nothing", async () => {
      for (const key of [
        "../outside",
        "documents/../../etc/passwd",
        "documents/a.pdf",
        "/root",
        "a//b",
        "a/",
        "a b",
        "",
        "x".repeat(513),
      ]) {
        await expect(storage.put(key, new Uint8Array([1])), key).rejects.toThrow("Invalid storage key");
        await expect(storage.putStream(key, chunks(1), 5000), key).rejects.toThrow("Invalid storage key");
        await expect(readStored(storage, key), key).rejects.toThrow("Invalid storage key");
        await expect(storage.delete(key), key).rejects.toThrow("Invalid storage key");
      }
      expect(await store.stored()).toEqual([]);
    });
  });
}
