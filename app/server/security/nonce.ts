import { randomFillSync } from "node:crypto";
import { createContext } from "react-router";

/** The per-request Content-Security-Policy nonce for inline scripts. */
export const nonceContext = createContext<string>("");

const NONCE_BYTES = 16;
// Random bytes drawn 4 KB at a time from the same source randomBytes uses (the operating system's
// CSPRNG through OpenSSL), each 16 handed out once, in order: a call of randomBytes(16) per answer
// cost ~5 µs alone and 4–5% of a visitor's home page under load in profiles, one fill per 256
// answers costs ~0.1 µs an answer. Node keeps its random UUIDs' entropy the same way.
const pool = Buffer.alloc(4096);
let taken = pool.length;

/** A fresh nonce: 16 random bytes in base64, never handed out twice. */
export function freshNonce(): string {
  if (taken + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  const nonce = pool.toString("base64", taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}
