// Where uploaded documents live (DESIGN.md section 2): a local folder by default, outside any public
// folder; every download goes through a route that checks who is asking. An S3-compatible store
// can implement the same interface for several app instances.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** A fresh, unguessable storage key; the original name is kept in the database only. */
export function newStorageKey(prefix: string): string {
  const stamp = new Date().toISOString().slice(0, 7);
  return `${prefix}/${stamp}/${randomBytes(16).toString("hex")}`;
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9/_-]+$/i.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: "wx" });
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** In-memory storage for tests. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
