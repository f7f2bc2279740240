import { createRequire } from 'node:module';

import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

// ----------------------------------------------------------------------
// An A4 PDF page writer on pdfkit (decisions 0014 and 0027), shared by the
// Daily Report and the E-journal. One font, DejaVu Sans, covers Latin with its
// accents and Arabic; fontkit (inside pdfkit) shapes Arabic (joining forms,
// ligatures), but pdfkit lays out a line left to right, so each line is put in
// visual order here with bidi-js (the Unicode Bidirectional Algorithm) and
// drawn run by run. Lines are never wrapped by pdfkit: each is measured and
// cut to fit, or wrapped word by word by `paragraph`.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const bidi = bidiFactory();

/** Bidi marks, embeddings and isolates (never drawn). */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROLS_ALL = new RegExp(CONTROLS.source, 'g');

/** A figure that reads left to right in any paragraph (a signed number, a range). */
export const ltr = (value: string) => `\u2066${value}\u2069`;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 42;
export const INK = '#1c252e';
export const MUTED = '#637381';
export const ACCENT = '#0c68e9';

export interface LineOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Where the line sits in its box, in the page's direction: start (left, or right in Arabic) or end. */
  align?: 'start' | 'end';
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  y = MARGIN;

  constructor(
    readonly rtl: boolean,
    title = 'Mediawatch',
  ) {
    this.doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: title, Producer: 'Mediawatch' } });
    this.doc.registerFont('body', FONT);
    this.doc.registerFont('bold', FONT_BOLD);
  }

  private use(options: LineOptions) {
    this.doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK);
  }

  /**
   * The pieces of a line in visual order, left to right: words and spaces,
   * each word in logical order (fontkit reverses a right-to-left word's
   * glyphs itself; pdfkit drops spaces inside a right-to-left string, so
   * spaces are pieces of their own).
   */
  private pieces(text: string): Array<{ text: string; space: boolean }> {
    const levels = bidi.getEmbeddingLevels(text, this.rtl ? 'rtl' : 'ltr');
    // Visual order of the UTF-16 units (bidi-js counts them as String.prototype.slice does).
    const units = [...Array(text.length).keys()];
    for (const segment of bidi.getReorderSegments(text, levels)) {
      const [start = 0, end = -1] = segment;
      units.splice(start, end - start + 1, ...units.slice(start, end + 1).reverse());
    }
    // Brackets and the like face the other way inside right-to-left runs.
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
    const char = (index: number) => mirrored.get(index) ?? text[index]!;
    const pieces: Array<{ text: string; space: boolean }> = [];
    let current: number[] = [];
    const flush = () => {
      if (current.length === 0) return;
      const odd = (levels.levels[current[0]!]! & 1) === 1;
      const value = (odd ? [...current].reverse() : current).map(char).join('');
      pieces.push({ text: value, space: /^\s+$/.test(value) });
      current = [];
    };
    for (const index of units) {
      // Direction marks and isolates steer the algorithm; they are not drawn.
      if (CONTROLS.test(text[index]!)) continue;
      const last = current[current.length - 1];
      const space = /\s/.test(text[index]!);
      const sameKind =
        last !== undefined &&
        levels.levels[last] === levels.levels[index] &&
        Math.abs(last - index) === 1 &&
        /\s/.test(text[last]!) === space;
      if (!sameKind) flush();
      current.push(index);
    }
    flush();
    return pieces;
  }

  width(text: string, options: LineOptions = {}): number {
    this.use(options);
    return this.doc.widthOfString(text);
  }

  /** The text cut with an ellipsis to fit `width`. */
  private fit(text: string, width: number): string {
    const visible = (value: string) => this.doc.widthOfString(value.replace(CONTROLS_ALL, ''));
    if (visible(text) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (visible(`${text.slice(0, mid)}…`) <= width) low = mid;
      else high = mid - 1;
    }
    return `${text.slice(0, low).trimEnd()}…`;
  }

  /** One line of text in the box [x, x + width) (x from the page's start edge), at y. */
  line(text: string, x: number, y: number, width: number, options: LineOptions = {}): void {
    this.use(options);
    const pieces = this.pieces(this.fit(text, width));
    const widths = pieces.map((piece) => this.doc.widthOfString(piece.space ? piece.text.replace(/\s/g, ' ') : piece.text));
    const used = widths.reduce((sum, value) => sum + value, 0);
    const startEdge = this.rtl ? A4.width - x - width : x;
    const alignEnd = (options.align === 'end') !== this.rtl;
    let cursor = alignEnd ? startEdge + width - used : startEdge;
    pieces.forEach((piece, index) => {
      if (!piece.space) this.doc.text(piece.text, cursor, y, { lineBreak: false });
      cursor += widths[index]!;
    });
  }

  /** Starts a new page when less than `height` is left. */
  room(height: number): void {
    if (this.y + height > A4.height - MARGIN - 20) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  heading(text: string): void {
    this.room(40);
    this.y += 10;
    this.line(text, MARGIN, this.y, A4.width - 2 * MARGIN, { size: 13, bold: true, color: ACCENT });
    this.y += 22;
  }

  /** A rectangle placed from the page's start edge. */
  rect(x: number, y: number, width: number, height: number, color: string): void {
    const left = this.rtl ? A4.width - x - width : x;
    this.doc.rect(left, y, width, height).fill(color);
  }

  /** A paragraph wrapped word by word to `width`, from the current y (new pages as needed); y moves below it. */
  paragraph(text: string, x: number, width: number, options: LineOptions & { lineHeight?: number } = {}): void {
    const lineHeight = options.lineHeight ?? (options.size ?? 10) * 1.45;
    for (const block of text.split(/\n+/)) {
      const words = block.split(/\s+/).filter(Boolean);
      let current = '';
      const flush = () => {
        if (!current) return;
        this.room(lineHeight);
        this.line(current, x, this.y, width, options);
        this.y += lineHeight;
        current = '';
      };
      for (const word of words) {
        const next = current ? `${current} ${word}` : word;
        if (current && this.width(next.replace(CONTROLS_ALL, ''), options) > width) {
          flush();
          current = word;
        } else current = next;
      }
      flush();
    }
  }

  /** Page numbers ("3 / 5" through `label`) at the foot of every page. */
  pageNumbers(label: (page: number, pages: number) => string): void {
    const range = this.doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page += 1) {
      this.doc.switchToPage(page);
      this.line(label(page + 1, range.count), MARGIN, A4.height - MARGIN + 6, A4.width - 2 * MARGIN, {
        size: 8,
        color: MUTED,
        align: 'end',
      });
    }
  }

  /** Ends the document: its bytes. */
  toBuffer(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
