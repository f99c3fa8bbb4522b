// Every file store keeps the same promises (tests/support/storage-contract.ts): the local disk
// (the default), the in-memory store the other tests use, and S3, here against the local fake of
// its API (tests/support/s3-fake.ts) that the test starts itself.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "~/server/config";
import { createS3Storage } from "~/server/storage/s3-storage";
import { createLocalStorage, createMemoryStorage } from "~/server/storage/storage";
import { startS3Fake, type S3Fake } from "../support/s3-fake";
import { describeFileStorage } from "../support/storage-contract";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "jx-storage-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

let fake: S3Fake;
beforeAll(async () => {
  fake = await startS3Fake();
});
afterAll(() => fake.close());

describeFileStorage("local disk", async () => {
  const dir = await fs.mkdtemp(path.join(root, "store-"));
  return {
    storage: createLocalStorage(dir),
    stored: async () => {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
    },
  };
});

describeFileStorage("memory", () => {
  const files = new Map<string, Uint8Array>();
  return { storage: createMemoryStorage(files), stored: () => [...files.keys()] };
});

describeFileStorage("S3 (local fake, configured as the app reads S3_*)", () => {
  fake.reset();
  return { storage: createS3Storage(loadConfig(fake.env).s3!), stored: () => fake.stored() };
});
