// The CSP nonce (app/server/security/nonce.ts): 16 random bytes each, drawn from a pool that is
// filled again when spent; no nonce is ever handed out twice, across refills too.
import { describe, expect, it } from "vitest";
import { freshNonce } from "~/server/security/nonce";

describe("freshNonce", () => {
  it("gives 16 random bytes in base64, a different nonce every time, across many refills of its pool", () => {
    const nonces = Array.from({ length: 2000 }, () => freshNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("draws bytes that look random: every byte value turns up, none far too often", () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 4096; i++) for (const byte of Buffer.from(freshNonce(), "base64")) counts[byte] += 1;
    // 65,536 bytes: 256 of each value expected; a fill of zeros or a repeated block would break both bounds.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(370);
  });
});
