// The per-process cache of figures that are the same for everyone (app/server/short-cache.ts): kept
// for the time asked, shared by callers asking at once, a failure forgotten, the oldest key first
// out, nothing kept at 0 seconds.
import { describe, expect, it } from "vitest";
import { createShortCache } from "~/server/short-cache";

describe("the short cache", () => {
  const setup = (max = 10) => {
    let time = 1_000;
    let computed = 0;
    const cache = createShortCache<number>(max, () => time);
    const compute = async () => ++computed;
    return { cache, compute, tick: (ms: number) => (time += ms), computed: () => computed };
  };

  it("keeps a value for the time asked, then computes it again", async () => {
    const { cache, compute, tick, computed } = setup();
    expect(await cache.get("a", 60_000, compute)).toBe(1);
    tick(59_999);
    expect(await cache.get("a", 60_000, compute)).toBe(1);
    tick(1);
    expect(await cache.get("a", 60_000, compute)).toBe(2);
    expect(await cache.get("b", 60_000, compute)).toBe(3);
    expect(computed()).toBe(3);
  });

  it("shares one computation among callers asking at once", async () => {
    const { cache, compute, computed } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("a", 1_000, compute)));
    expect(answers).toEqual([1, 1, 1]);
    expect(computed()).toBe(1);
  });

  it("forgets a failure at once, and keeps nothing at 0 seconds", async () => {
    const { cache, compute, computed } = setup();
    await expect(cache.get("a", 1_000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache.get("a", 1_000, compute)).toBe(1);
    expect(await cache.get("z", 0, compute)).toBe(2);
    expect(await cache.get("z", 0, compute)).toBe(3);
    expect(computed()).toBe(3);
  });

  it("lets the oldest key go first when full", async () => {
    const { cache, compute } = setup(2);
    await cache.get("a", 1_000, compute); // 1
    await cache.get("b", 1_000, compute); // 2
    await cache.get("c", 1_000, compute); // 3: "a" goes
    expect(await cache.get("b", 1_000, compute)).toBe(2);
    expect(await cache.get("a", 1_000, compute)).toBe(4);
  });
});
