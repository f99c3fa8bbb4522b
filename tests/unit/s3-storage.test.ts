// What the S3 store does beyond the shared contract (storage.test.ts): a long upload goes part by
// part holding one part at most, a failure of S3 itself aborts the upload, requests are signed
// with the configured keys, objects stay private, and the S3_* variables are read strictly.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, readS3Config } from "~/server/config";
import { createS3Storage, PART_BYTES } from "~/server/storage/s3-storage";
import { startS3Fake, type S3Fake } from "../support/s3-fake";
import { chunks } from "../support/storage-contract";

let fake: S3Fake;
beforeAll(async () => {
  fake = await startS3Fake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const store = () => createS3Storage(readS3Config(fake.env)!);
const operations = () => fake.requests.map((r) => r.operation);

describe("S3 store", () => {
  it("sends a long file (15.6 MiB) in parts as it arrives, never holding much more than one part", async () => {
    const chunkBytes = 64 * 1024;
    let read = 0;
    let mostAhead = 0;
    async function* watched() {
      for await (const chunk of chunks(250, chunkBytes)) {
        const arrived = [...fake.uploads.values()].flatMap((u) => [...u.parts.values()]).reduce((sum, p) => sum + p.length, 0);
        mostAhead = Math.max(mostAhead, read - arrived);
        read += chunk.length;
        yield chunk;
      }
    }
    expect(await store().putStream("documents/2026-01/long", watched(), 20 * 1024 * 1024)).toBe(250 * chunkBytes);
    expect(mostAhead).toBeLessThanOrEqual(PART_BYTES + chunkBytes);
    expect(operations()).toEqual(["CreateMultipartUpload", ...Array(4).fill("UploadPart"), "CompleteMultipartUpload"]);
    expect(fake.stored()).toEqual(["documents/2026-01/long"]);
  });

  it("aborts the multipart upload when S3 fails a part, and keeps nothing", async () => {
    fake.failing.add("UploadPart");
    await expect(store().putStream("documents/2026-01/fails", chunks(200, 64 * 1024), 20 * 1024 * 1024)).rejects.toMatchObject({
      name: "InternalError",
    });
    expect(operations()).toContain("AbortMultipartUpload");
    expect(fake.stored()).toEqual([]);
  });

  it("signs every request with the configured keys: a wrong secret or key id is refused", async () => {
    const config = readS3Config(fake.env)!;
    const wrongSecret = createS3Storage({ ...config, credentials: { ...config.credentials!, secretAccessKey: "not-the-secret" } });
    await expect(wrongSecret.put("documents/2026-01/x", new Uint8Array([1]))).rejects.toMatchObject({ name: "SignatureDoesNotMatch" });
    const wrongKey = createS3Storage({ ...config, credentials: { ...config.credentials!, accessKeyId: "AKIAWRONG" } });
    await expect(wrongKey.getStream("documents/2026-01/x")).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
    expect(fake.stored()).toEqual([]);
  });

  it("keeps objects private: no ACL is sent, and the object's address alone reads nothing", async () => {
    await store().put("documents/2026-01/private", new Uint8Array([1, 2, 3]));
    await store().putStream("documents/2026-01/private2", chunks(100, 64 * 1024), 20 * 1024 * 1024);
    const headers = fake.requests.flatMap((r) => Object.keys(r.headers));
    expect(headers.filter((h) => h === "x-amz-acl" || h.startsWith("x-amz-grant-"))).toEqual([]);
    const anonymous = await fetch(`${fake.url}/${fake.bucket}/documents/2026-01/private`);
    expect(anonymous.status).toBe(403);
  });
});

describe("S3_* variables", () => {
  const full = { S3_BUCKET: "jx-docs", S3_REGION: "eu-west-1", S3_ACCESS_KEY_ID: "AKIAX", S3_SECRET_ACCESS_KEY: "secret" };

  it("keeps documents on the local disk when no S3_* variable is set (the local demo)", () => {
    expect(loadConfig({ DEMO: "1" }).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "", S3_REGION: " " }).s3).toBeNull();
  });

  it("reads a bucket on AWS, with the SDK's own credentials when no key is given", () => {
    expect(loadConfig(full).s3).toEqual({
      bucket: "jx-docs",
      region: "eu-west-1",
      endpoint: null,
      forcePathStyle: false,
      credentials: { accessKeyId: "AKIAX", secretAccessKey: "secret" },
    });
    expect(readS3Config({ S3_BUCKET: "jx-docs", S3_REGION: "eu-west-1" })?.credentials).toBeNull();
  });

  it("reads an S3-compatible server's endpoint and path-style addressing", () => {
    const config = readS3Config({ ...full, S3_ENDPOINT: "http://127.0.0.1:9000/", S3_FORCE_PATH_STYLE: "true" });
    expect(config).toMatchObject({ endpoint: "http://127.0.0.1:9000", forcePathStyle: true });
  });

  it("stops the start with what is missing when S3 is half configured", () => {
    const { S3_BUCKET: _, ...noBucket } = full;
    expect(() => loadConfig(noBucket)).toThrow("S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not");
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow("S3_ENDPOINT is set but S3_BUCKET is not");
    expect(() => loadConfig({ S3_BUCKET: "jx-docs" })).toThrow("S3_REGION is not");
    expect(() => loadConfig({ ...full, S3_SECRET_ACCESS_KEY: "" })).toThrow("S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY");
    expect(() => loadConfig({ ...full, S3_ACCESS_KEY_ID: "" })).toThrow("S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID");
    expect(() => loadConfig({ ...full, S3_BUCKET: "My_Bucket" })).toThrow('S3_BUCKET "My_Bucket" is not a bucket name');
    expect(() => loadConfig({ ...full, S3_ENDPOINT: "minio:9000" })).toThrow('S3_ENDPOINT "minio:9000" is not an http(s) address');
    expect(() => loadConfig({ ...full, S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE");
    expect(() => loadConfig(noBucket)).toThrow("or unset every S3_* variable to keep them on the local disk");
  });
});
