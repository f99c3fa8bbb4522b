// A tiny local stand-in for the S3 REST calls the S3 store makes, on 127.0.0.1 with a random port
// (or the one asked for), one bucket, path-style addresses (endpoint/bucket/key): PutObject (with
// If-None-Match: *), GetObject, DeleteObject, and the multipart upload's Create, UploadPart,
// Complete (with If-None-Match: *) and Abort. Like S3 it checks every request's AWS Signature
// Version 4 with the same secret (and the body against its signed SHA-256 and CRC32 checksum),
// refuses ACLs (a bucket whose owner owns every object: the objects stay private), and refuses
// parts under 5 MiB but the last. `failing` makes an operation answer 500 until removed.
//
// Two app processes share it through `env` (the S3_* variables the app reads).
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

export type S3Operation =
  "PutObject" | "GetObject" | "DeleteObject" | "CreateMultipartUpload" | "UploadPart" | "CompleteMultipartUpload" | "AbortMultipartUpload";

export type S3FakeRequest = {
  operation: S3Operation | null;
  method: string;
  key: string;
  headers: IncomingMessage["headers"];
  status: number;
};

export type S3Fake = {
  /** The endpoint (S3_ENDPOINT), e.g. http://127.0.0.1:41234. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point an app process (or loadConfig) at this fake. */
  env: Record<string, string>;
  objects: Map<string, Buffer>;
  /** Multipart uploads begun and neither completed nor aborted, by upload id. */
  uploads: Map<string, { key: string; parts: Map<number, Buffer> }>;
  requests: S3FakeRequest[];
  /** Operations that answer 500 InternalError (after the signature check) while listed. */
  failing: Set<S3Operation>;
  /** Everything held: object keys, and "upload:<key>" for each unfinished multipart upload. */
  stored(): string[];
  /** Forgets every object, upload, request and failure. */
  reset(): void;
  close(): Promise<void>;
};

const MIN_PART_BYTES = 5 * 1024 * 1024;

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const etagOf = (data: Buffer) => `"${createHash("md5").update(data).digest("hex")}"`;

/** RFC 3986 percent-encoding, as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** Checks the Authorization header as S3 does: same canonical request, same key, same signature. */
function checkSignature(request: IncomingMessage, rawPath: string, rawQuery: string, body: Buffer, fake: S3Fake): void {
  const authorization = request.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) throw new S3Error(403, "AccessDenied", "Requests must be signed with AWS4-HMAC-SHA256.");
  const [, accessKeyId, date, region, signedHeaders, signature] = match;
  if (accessKeyId !== fake.accessKeyId)
    throw new S3Error(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  if (region !== fake.region)
    throw new S3Error(400, "AuthorizationHeaderMalformed", `The region '${region}' is wrong; expecting '${fake.region}'.`);
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(date)) throw new S3Error(403, "AccessDenied", "X-Amz-Date does not match the credential's date.");
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-content-sha256"))
    throw new S3Error(403, "AccessDenied", "Host and x-amz-content-sha256 must be signed.");

  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    throw new S3Error(501, "NotImplemented", `This fake does not take ${payloadHash} bodies.`);
  }
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) {
    throw new S3Error(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }

  const query = rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [name, value = ""] = pair.split("=");
      return [encode(decodeURIComponent(name)), encode(decodeURIComponent(value))];
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const headers = names.map((name) => {
    const value = request.headers[name];
    return `${name}:${(Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ")}\n`;
  });
  const canonical = [request.method, rawPath, query, headers.join(""), signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${fake.secretAccessKey}`, date), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", key).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) {
    throw new S3Error(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
  }
}

/** A CRC32 checksum the SDK sent must match the body, as S3 checks it. */
function checkChecksum(request: IncomingMessage, body: Buffer): void {
  const sent = request.headers["x-amz-checksum-crc32"];
  if (sent === undefined) return;
  const computed = Buffer.alloc(4);
  computed.writeUInt32BE(crc32(body));
  if (computed.toString("base64") !== sent)
    throw new S3Error(400, "BadDigest", "The CRC32 you specified did not match the calculated checksum.");
}

function operationOf(method: string, query: URLSearchParams): S3Operation | null {
  if (method === "PUT") return query.has("uploadId") ? "UploadPart" : "PutObject";
  if (method === "GET") return "GetObject";
  if (method === "DELETE") return query.has("uploadId") ? "AbortMultipartUpload" : "DeleteObject";
  if (method === "POST") return query.has("uploads") ? "CreateMultipartUpload" : query.has("uploadId") ? "CompleteMultipartUpload" : null;
  return null;
}

function xml(response: ServerResponse, status: number, root: string, fields: Record<string, string>): void {
  const inner = Object.entries(fields)
    .map(([name, value]) => `<${name}>${value.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</${name}>`)
    .join("");
  response.writeHead(status, { "Content-Type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`);
}

export async function startS3Fake(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; port?: number } = {},
): Promise<S3Fake> {
  const fake: S3Fake = {
    url: "",
    bucket: options.bucket ?? "jx-documents",
    region: options.region ?? "us-east-1",
    accessKeyId: options.accessKeyId ?? "AKIAFAKE" + randomBytes(6).toString("hex").toUpperCase(),
    secretAccessKey: options.secretAccessKey ?? randomBytes(20).toString("base64"),
    env: {},
    objects: new Map(),
    uploads: new Map(),
    requests: [],
    failing: new Set(),
    stored: () => [...fake.objects.keys(), ...[...fake.uploads.values()].map((u) => `upload:${u.key}`)].sort(),
    reset() {
      fake.objects.clear();
      fake.uploads.clear();
      fake.requests.length = 0;
      fake.failing.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function handle(
    operation: S3Operation,
    key: string,
    query: URLSearchParams,
    request: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
  ): void {
    const acl = request.headers["x-amz-acl"];
    if ((acl && acl !== "private") || Object.keys(request.headers).some((h) => h.startsWith("x-amz-grant-"))) {
      throw new S3Error(400, "AccessControlListNotSupported", "The bucket does not allow ACLs.");
    }
    const taken = () => {
      if (request.headers["if-none-match"] === "*" && fake.objects.has(key)) {
        throw new S3Error(412, "PreconditionFailed", "At least one of the pre-conditions you specified did not hold");
      }
    };
    const upload = () => {
      const found = fake.uploads.get(query.get("uploadId") ?? "");
      if (!found || found.key !== key) throw new S3Error(404, "NoSuchUpload", "The specified upload does not exist.");
      return found;
    };
    switch (operation) {
      case "PutObject": {
        taken();
        fake.objects.set(key, body);
        response.writeHead(200, { ETag: etagOf(body) }).end();
        return;
      }
      case "GetObject": {
        const object = fake.objects.get(key);
        if (!object) throw new S3Error(404, "NoSuchKey", "The specified key does not exist.");
        response.writeHead(200, { "Content-Type": "application/octet-stream", "Content-Length": object.length, ETag: etagOf(object) });
        response.end(object);
        return;
      }
      case "DeleteObject": {
        fake.objects.delete(key);
        response.writeHead(204).end();
        return;
      }
      case "CreateMultipartUpload": {
        const uploadId = randomBytes(12).toString("hex");
        fake.uploads.set(uploadId, { key, parts: new Map() });
        xml(response, 200, "InitiateMultipartUploadResult", { Bucket: fake.bucket, Key: key, UploadId: uploadId });
        return;
      }
      case "UploadPart": {
        const partNumber = Number(query.get("partNumber"));
        if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000)
          throw new S3Error(400, "InvalidArgument", "Part number must be 1–10000.");
        upload().parts.set(partNumber, body);
        response.writeHead(200, { ETag: etagOf(body) }).end();
        return;
      }
      case "CompleteMultipartUpload": {
        const found = upload();
        const listed = [...body.toString("utf8").matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
          etag: /<ETag>(.*?)<\/ETag>/.exec(part)?.[1]?.replace(/&quot;/g, '"'),
        }));
        if (listed.length === 0) throw new S3Error(400, "MalformedXML", "The XML you provided was not well-formed.");
        const bytes = listed.map(({ number, etag }, i) => {
          if (i > 0 && number <= listed[i - 1].number)
            throw new S3Error(400, "InvalidPartOrder", "The list of parts was not in ascending order.");
          const part = found.parts.get(number);
          if (!part || etagOf(part) !== etag)
            throw new S3Error(400, "InvalidPart", "One or more of the specified parts could not be found.");
          if (i < listed.length - 1 && part.length < MIN_PART_BYTES)
            throw new S3Error(400, "EntityTooSmall", "Your proposed upload is smaller than the minimum allowed size.");
          return part;
        });
        taken();
        const object = Buffer.concat(bytes);
        fake.objects.set(key, object);
        fake.uploads.delete(query.get("uploadId")!);
        xml(response, 200, "CompleteMultipartUploadResult", { Bucket: fake.bucket, Key: key, ETag: `"${listed.length}-parts"` });
        return;
      }
      case "AbortMultipartUpload": {
        upload();
        fake.uploads.delete(query.get("uploadId")!);
        response.writeHead(204).end();
        return;
      }
    }
  }

  const server: Server = createServer(async (request, response) => {
    const method = request.method ?? "GET";
    const [rawPath, rawQuery = ""] = (request.url ?? "/").split("?", 2);
    const query = new URLSearchParams(rawQuery);
    const operation = operationOf(method, query);
    const [, bucket = "", ...rest] = rawPath.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const record: S3FakeRequest = { operation, method, key, headers: request.headers, status: 0 };
    fake.requests.push(record);
    try {
      const body = await readBody(request);
      checkSignature(request, rawPath, rawQuery, body, fake);
      checkChecksum(request, body);
      if (bucket !== fake.bucket) throw new S3Error(404, "NoSuchBucket", "The specified bucket does not exist.");
      if (!operation || !key) throw new S3Error(501, "NotImplemented", `This fake does not implement ${method} ${request.url}.`);
      if (fake.failing.has(operation)) throw new S3Error(500, "InternalError", "We encountered an internal error. Please try again.");
      handle(operation, key, query, request, body, response);
    } catch (thrown) {
      const error = thrown instanceof S3Error ? thrown : new S3Error(500, "InternalError", String(thrown));
      const fields = { Code: error.code, Message: error.message, RequestId: randomBytes(8).toString("hex") };
      if (method === "HEAD") response.writeHead(error.status).end();
      else xml(response, error.status, "Error", fields);
    } finally {
      record.status = response.statusCode;
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    S3_BUCKET: fake.bucket,
    S3_REGION: fake.region,
    S3_ENDPOINT: fake.url,
    S3_ACCESS_KEY_ID: fake.accessKeyId,
    S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
  return fake;
}
