// Streaming a file into storage: written chunk by chunk, stopped past its limit, and never left
// half-written, on local disk and in the in-memory store the tests use.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage, createMemoryStorage, FileTooLarge, type FileStorage } from "~/server/storage/storage";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "jx-storage-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

async function* chunks(count: number, size = 1000, failAt = -1) {
  for (let i = 0; i < count; i++) {
    if (i === failAt) throw new Error("the upload broke off");
    yield new Uint8Array(size).fill(i % 256);
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe.each([
  ["local disk", () => createLocalStorage(root)],
  ["memory", () => createMemoryStorage()],
] as [string, () => FileStorage][])("putStream on %s", (_name, make) => {
  const storage = make();

  it("writes the chunks as they come and answers the size", async () => {
    expect(await storage.putStream("documents/2026-01/aaaa", chunks(5), 5000)).toBe(5000);
    const stored = await storage.get("documents/2026-01/aaaa");
    expect(stored?.length).toBe(5000);
    expect(stored?.[4999]).toBe(4);
  });

  it("stops past the limit and keeps nothing of the file", async () => {
    await expect(storage.putStream("documents/2026-01/bbbb", chunks(1_000_000), 5000)).rejects.toBeInstanceOf(FileTooLarge);
    expect(await storage.get("documents/2026-01/bbbb")).toBeNull();
  });

  it("keeps nothing when the source fails", async () => {
    await expect(storage.putStream("documents/2026-01/cccc", chunks(5, 1000, 3), 5000)).rejects.toThrow("the upload broke off");
    expect(await storage.get("documents/2026-01/cccc")).toBeNull();
  });
});

it("leaves only the complete file on disk", async () => {
  expect(await filesUnder(root)).toEqual(["aaaa"]);
});
