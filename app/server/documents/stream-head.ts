// The first bytes of a file as it streams (to tell its type from them), keeping the chunks read so
// the whole file can still be passed on: uploads (receive.ts) and downloads (read.ts).

export type StreamHead = {
  /** The chunks read, in order: together at least `bytes` long unless the file ended first. */
  chunks: Uint8Array[];
  /** Those chunks as one buffer. */
  bytes: Uint8Array;
  /** The file ended within them. */
  ended: boolean;
};

/** Reads chunks with `next` until at least `bytes` arrived or the file ended; no further. */
export async function readHead(next: () => Promise<{ done?: boolean; value?: Uint8Array }>, bytes: number): Promise<StreamHead> {
  const chunks: Uint8Array[] = [];
  let read = 0;
  while (read < bytes) {
    const chunk = await next();
    if (chunk.done || !chunk.value) return { chunks, bytes: Buffer.concat(chunks), ended: true };
    chunks.push(chunk.value);
    read += chunk.value.length;
  }
  return { chunks, bytes: Buffer.concat(chunks), ended: false };
}
