// An XLSX file is a zip of XML files, and a few kilobytes of zip can inflate to gigabytes (a "zip
// bomb"). Before the spreadsheet reader sees a file, this reads the zip's central directory and
// inflates every entry with a hard output limit (zlib's maxOutputLength), so what the sizes claim
// is checked, not trusted. Refused: too many entries, encryption, ZIP64, an unknown compression
// method, or more than the budget once inflated. Nothing here keeps the inflated bytes.
import { inflateRawSync } from "node:zlib";

export type ZipLimits = { maxEntries: number; maxTotalBytes: number; maxEntryBytes: number };

/**
 * Enough for 2,000 rows with 5,000-character descriptions (about 15 MB of XML), far below what a
 * bomb inflates to, and small enough that the reader's strings stay within the import's memory goal.
 */
export const xlsxZipLimits: ZipLimits = { maxEntries: 200, maxTotalBytes: 40 * 1024 * 1024, maxEntryBytes: 30 * 1024 * 1024 };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Null when the zip is within the limits; otherwise why it is refused, in words for the uploader. */
export function zipProblem(zip: Buffer, limits: ZipLimits = xlsxZipLimits): string | null {
  const unreadable = "The file is not a readable XLSX workbook. Save it again from your spreadsheet program, or as CSV.";
  const tooBig = "The workbook holds far more data than 2,000 rows of judgments; it was not read.";
  // The end-of-central-directory record: in the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return unreadable;
  const entries = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return unreadable; // ZIP64: never an XLSX of this size
  if (entries > limits.maxEntries) return tooBig;

  let offset = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL) return unreadable;
    const flags = zip.readUInt16LE(offset + 8);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    offset += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1) return "The workbook is password-protected. Save it without a password, or as CSV.";
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL) return unreadable;
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (data.length !== compressedSize) return unreadable;
    const budget = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total);
    if (method === 0) {
      total += data.length;
    } else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch (error) {
        return error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? tooBig : unreadable;
      }
    } else {
      return unreadable;
    }
    if (total > limits.maxTotalBytes) return tooBig;
  }
  return null;
}
