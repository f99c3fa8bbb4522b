// Reads a request body as text, stopping as soon as it passes a size limit: for routes that read
// the raw body themselves (the signed provider webhooks), including bodies sent without a
// declared length, which the request guard cannot measure beforehand.

/** The body as text, or null when it is larger than `maxBytes` (reading stops there). */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
