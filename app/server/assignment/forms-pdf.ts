// Lays the assignment forms' blocks (app/domain/assignment-forms.ts) out as a PDF with pdf-lib
// (docs/decisions/0021): US Letter, one-inch margins, real text in the standard Times fonts, long
// lines wrapped, each form starting on a new page, a signature block never split across pages,
// and a footer with the page number on every page. The standard fonts encode WinAnsi only, so every
// string passes through toWinAnsi first: a name such as "Zoë Ñúñez" prints as written, and a
// character the fonts lack (an emoji, a Polish "ł", Chinese) never stops the document.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { FormBlock, FormDocument } from "~/domain/assignment-forms";

const PAGE = { width: 612, height: 792 };
const MARGIN = 72;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BODY_SIZE = 11;
const LINE = BODY_SIZE * 1.4;
const FOOTER_SIZE = 8;
const INK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

/** Letters the fonts lack, by what they look like (NFD cannot split them into base letter and accent). */
const LOOKALIKES: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  ŋ: "n",
  ŧ: "t",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
};

const characterSets = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/**
 * The text as the font can draw it: whitespace runs become one space; each character the font
 * cannot encode becomes its letter without the accent when that one can be encoded, a look-alike,
 * "?" for any other letter or digit, and nothing for symbols and emoji.
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  const supported = characterSet(font);
  let out = "";
  for (const char of text.normalize("NFC").replace(/\s+/gu, " ")) {
    if (supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const plain = (LOOKALIKES[char] ?? char.normalize("NFD").replace(/\p{M}+/gu, "")).normalize("NFC");
    if (plain && [...plain].every((c) => supported.has(c.codePointAt(0)!))) out += plain;
    else if (/[\p{L}\p{N}]/u.test(char)) out += "?";
  }
  // A dropped symbol leaves no gap of its own: "Judge 😀, Fresno" reads "Judge, Fresno".
  return out
    .replace(/ {2,}/g, " ")
    .replace(/ +(?=[,.;:)])/g, "")
    .trim();
}

/** The text in lines no wider than `width`; a word longer than a line is cut where it must be. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    // At least one character a line, so even a width narrower than a letter ends.
    while (rest.length > 1 && !fits(rest)) {
      let cut = 1;
      while (cut < rest.length - 1 && fits(rest.slice(0, cut + 1))) cut += 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Where the next line goes, on which page; a new page when the next piece does not fit. */
class Cursor {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  need(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(text: string, options: { font?: PDFFont; size?: number; x?: number; centered?: boolean; color?: typeof INK } = {}) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? BODY_SIZE;
    const x = options.centered ? (PAGE.width - font.widthOfTextAtSize(text, size)) / 2 : (options.x ?? MARGIN);
    this.page.drawText(text, { x, y: this.y - size, size, font, color: options.color ?? INK });
  }
}

function drawWrapped(cursor: Cursor, text: string, options: { font?: PDFFont; size?: number; indent?: number; width?: number } = {}) {
  const font = options.font ?? cursor.fonts.regular;
  const size = options.size ?? BODY_SIZE;
  const indent = options.indent ?? 0;
  const lineHeight = size * 1.4;
  for (const line of wrapText(toWinAnsi(text, font), font, size, (options.width ?? CONTENT_WIDTH) - indent)) {
    cursor.need(lineHeight);
    cursor.text(line, { font, size, x: MARGIN + indent });
    cursor.y -= lineHeight;
  }
}

function drawTitle(cursor: Cursor, text: string) {
  const { bold } = cursor.fonts;
  for (const line of wrapText(toWinAnsi(text, bold), bold, 14, CONTENT_WIDTH)) {
    cursor.need(20);
    cursor.text(line, { font: bold, size: 14, centered: true });
    cursor.y -= 20;
  }
  cursor.y -= 6;
}

function drawCaption(cursor: Cursor, rows: { label: string; value: string }[]) {
  const { regular, bold } = cursor.fonts;
  const labelWidth = 170;
  for (const row of rows) {
    const values = wrapText(toWinAnsi(row.value, regular), regular, BODY_SIZE, CONTENT_WIDTH - labelWidth);
    cursor.need(LINE * values.length);
    cursor.text(toWinAnsi(`${row.label}:`, bold), { font: bold });
    for (const value of values) {
      cursor.text(value, { x: MARGIN + labelWidth });
      cursor.y -= LINE;
    }
  }
  cursor.y -= LINE / 2;
}

function drawNote(cursor: Cursor, heading: string, paragraphs: string[]) {
  const { regular, bold } = cursor.fonts;
  const size = 9;
  const pad = 8;
  const width = CONTENT_WIDTH - 2 * pad;
  const paragraphGap = 3;
  const lines = [
    ...wrapText(toWinAnsi(heading, bold), bold, size, width).map((text) => ({ text, font: bold, gapBefore: 0 })),
    ...paragraphs.flatMap((p, index) =>
      wrapText(toWinAnsi(p, regular), regular, size, width).map((text, line) => ({
        text,
        font: regular,
        gapBefore: index > 0 && line === 0 ? paragraphGap : 0,
      })),
    ),
  ];
  const lineHeight = size * 1.35;
  const height = lines.length * lineHeight + (paragraphs.length - 1) * paragraphGap + 2 * pad;
  cursor.need(height);
  cursor.page.drawRectangle({
    x: MARGIN,
    y: cursor.y - height,
    width: CONTENT_WIDTH,
    height,
    borderColor: INK,
    borderWidth: 1,
    color: rgb(0.96, 0.96, 0.96),
  });
  cursor.y -= pad;
  for (const line of lines) {
    cursor.y -= line.gapBefore;
    cursor.text(line.text, { font: line.font, size, x: MARGIN + pad });
    cursor.y -= lineHeight;
  }
  cursor.y -= pad + LINE / 2;
}

function drawSignature(cursor: Cursor, block: Extract<FormBlock, { kind: "signature" }>) {
  const { regular, bold } = cursor.fonts;
  const labelWidth = 160;
  const rowGap = LINE * 0.9;
  const textLines = block.text ? wrapText(toWinAnsi(block.text, regular), regular, BODY_SIZE, CONTENT_WIDTH) : [];
  const rows = block.lines.map((row) => ({
    label: toWinAnsi(`${row.label}:`, regular),
    rule: row.value === undefined,
    values: row.value ? wrapText(toWinAnsi(row.value, regular), regular, BODY_SIZE, CONTENT_WIDTH - labelWidth) : [],
  }));
  const rowsHeight = rows.reduce((sum, row) => sum + rowGap + Math.max(1, row.values.length) * LINE, 0);
  cursor.need(LINE * 2.2 + textLines.length * LINE + rowsHeight);
  cursor.y -= LINE;
  cursor.text(toWinAnsi(block.heading, bold), { font: bold });
  cursor.y -= LINE * 1.2;
  for (const line of textLines) {
    cursor.text(line);
    cursor.y -= LINE;
  }
  for (const row of rows) {
    cursor.y -= rowGap;
    cursor.text(row.label);
    if (row.rule) {
      const y = cursor.y - BODY_SIZE;
      cursor.page.drawLine({ start: { x: MARGIN + labelWidth, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.75, color: INK });
    }
    row.values.forEach((value, index) => {
      if (index > 0) cursor.y -= LINE;
      cursor.text(value, { x: MARGIN + labelWidth });
    });
    cursor.y -= LINE;
  }
}

function drawBlock(cursor: Cursor, block: FormBlock) {
  switch (block.kind) {
    case "title":
      return drawTitle(cursor, block.text);
    case "caption":
      return drawCaption(cursor, block.rows);
    case "note":
      return drawNote(cursor, block.heading, block.paragraphs);
    case "paragraph":
      drawWrapped(cursor, block.text);
      cursor.y -= LINE / 2;
      return;
    case "address":
      cursor.need(block.lines.length * LINE);
      for (const line of block.lines) drawWrapped(cursor, line, { indent: 36 });
      cursor.y -= LINE / 2;
      return;
    case "signature":
      return drawSignature(cursor, block);
  }
}

/** The forms as one PDF; `title` and `author` go into its document information. */
export async function renderFormsPdf(forms: FormDocument[], info: { title: string; author: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = { regular: await doc.embedFont(StandardFonts.TimesRoman), bold: await doc.embedFont(StandardFonts.TimesRomanBold) };
  doc.setTitle(toWinAnsi(info.title, fonts.regular));
  doc.setAuthor(toWinAnsi(info.author, fonts.regular));
  doc.setCreator(toWinAnsi(info.author, fonts.regular));
  doc.setProducer("pdf-lib");
  const cursor = new Cursor(doc, fonts);
  const footers: string[] = [];
  for (const form of forms) {
    const first = doc.getPageCount();
    cursor.newPage();
    for (const block of form.blocks) drawBlock(cursor, block);
    for (let i = first; i < doc.getPageCount(); i += 1) footers.push(form.footer);
  }
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = toWinAnsi(`${footers[index]} - Page ${index + 1} of ${pages.length}`, fonts.regular);
    const line = wrapText(text, fonts.regular, FOOTER_SIZE, CONTENT_WIDTH)[0];
    page.drawText(line, { x: MARGIN, y: MARGIN / 2, size: FOOTER_SIZE, font: fonts.regular, color: GREY });
  });
  return doc.save();
}
