// How many uploads this instance receives at once, in total and per member (uploadLimits). Held
// while the body is read and written to storage, the part that costs a connection and disk
// bandwidth; taken only after the uploader is known, so visitors can never hold one.
import { uploadLimits } from "~/config/limits";

export type SlotRefusal = { ok: false; status: 429 | 503; message: string; retryAfterSeconds: number };
export type Slot = { ok: true; release(): void };

export function createUploadSlots(limits: { perInstance: number; perUser: number; retryAfterSeconds: number } = uploadLimits) {
  let total = 0;
  const byUser = new Map<number, number>();
  return {
    take(userId: number): Slot | SlotRefusal {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser) {
        const message = `You already have ${limits.perUser} uploads in progress. Wait for one to finish, then try again.`;
        return { ok: false, status: 429, message, retryAfterSeconds: limits.retryAfterSeconds };
      }
      if (total >= limits.perInstance) {
        const message = "The server is busy receiving other uploads. Please try again in a few seconds.";
        return { ok: false, status: 503, message, retryAfterSeconds: limits.retryAfterSeconds };
      }
      total += 1;
      byUser.set(userId, mine + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byUser.get(userId) ?? 1) - 1;
          if (left > 0) byUser.set(userId, left);
          else byUser.delete(userId);
        },
      };
    },
    inUse: () => total,
  };
}

/** This instance's slots. */
export const uploadSlots = createUploadSlots();
