// Uploaded documents in an S3 bucket (or an S3-compatible server such as MinIO), so several app
// instances share them (docs/decisions/0023-s3-storage.md). The objects are private: no ACL is
// ever set and no bucket address is handed out; the download routes read them through get().
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import type { S3Config } from "~/server/config";
import { checkStorageKey, limited, type FileStorage } from "~/server/storage/storage";

/**
 * S3's smallest part of a multipart upload (all but the last), and so what a streamed upload holds
 * in memory at most (plus one chunk), whatever the file's size.
 */
export const PART_BYTES = 5 * 1024 * 1024;

type Part = { bytes: Buffer; last: boolean };

/** The source cut into PART_BYTES parts; the last one (possibly shorter, or empty) says so. */
async function* partsOf(source: AsyncIterable<Uint8Array>): AsyncGenerator<Part> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of source) {
    held.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    heldBytes += chunk.byteLength;
    // Only once more than a part has arrived is it sure that this part is not the last.
    while (heldBytes > PART_BYTES) {
      const all = Buffer.concat(held, heldBytes);
      yield { bytes: all.subarray(0, PART_BYTES), last: false };
      held = [all.subarray(PART_BYTES)];
      heldBytes -= PART_BYTES;
    }
  }
  yield { bytes: Buffer.concat(held, heldBytes), last: true };
}

/**
 * S3 refused a write because the key holds an object (412, If-None-Match: *) or another write to
 * it is under way (409 ConditionalRequestConflict): either way the object is not ours.
 */
function keyTaken(error: unknown): boolean {
  const name = (error as Error).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || name === "PreconditionFailed" || name === "ConditionalRequestConflict";
}

export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    // An unreachable or stalled store fails the request instead of holding an upload open forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;

  async function cleanUp(Key: string, uploadId: string | undefined, written: boolean): Promise<void> {
    if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {});
    if (written) await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
  }

  return {
    async put(key, bytes) {
      // If-None-Match: * is the disk store's "wx": an existing object is never replaced.
      await client.send(new PutObjectCommand({ Bucket, Key: checkStorageKey(key), Body: bytes, IfNoneMatch: "*" }));
    },

    // A file of one part is one PutObject; a longer one a multipart upload, sent part by part as the
    // source arrives, and aborted on any failure (FileTooLarge included) so no part is kept.
    async putStream(key, source, maxBytes) {
      const Key = checkStorageKey(key);
      const size = { bytes: 0 };
      let uploadId: string | undefined;
      let written = false;
      const parts: CompletedPart[] = [];
      try {
        for await (const part of partsOf(limited(source, maxBytes, size))) {
          if (part.last && !uploadId) {
            written = true;
            await client.send(new PutObjectCommand({ Bucket, Key, Body: part.bytes, IfNoneMatch: "*" }));
            return size.bytes;
          }
          uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
          const PartNumber = parts.length + 1;
          const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: part.bytes }));
          parts.push({ ETag, PartNumber });
        }
        written = true;
        await client.send(
          new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts }, IfNoneMatch: "*" }),
        );
        return size.bytes;
      } catch (error) {
        // A key that was already taken holds someone else's file: never ours to delete.
        await cleanUp(Key, uploadId, written && !keyTaken(error));
        throw error;
      }
    },

    async getStream(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        const body = answer.Body ? (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>) : new Blob([]).stream();
        return { size: answer.ContentLength ?? 0, body };
      } catch (error) {
        if ((error as Error).name === "NoSuchKey") return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
  };
}
