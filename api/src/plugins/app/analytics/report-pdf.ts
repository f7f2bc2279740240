import { createRequire } from 'node:module';

import type { DailyReport } from '@mediawatch/shared/schemas';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

import { fill, PDF_TEXTS } from './report-pdf-texts';

// ----------------------------------------------------------------------
// The Daily Report as an A4 PDF, made on the server with pdfkit (decision
// 0014). One font, DejaVu Sans, covers Latin with its accents and Arabic;
// fontkit (inside pdfkit) shapes Arabic (joining forms, ligatures), but
// pdfkit lays out a line left to right, so each line is put in visual order
// here with bidi-js (the Unicode Bidirectional Algorithm) and drawn run by
// run. Lines are never wrapped by pdfkit: each is measured and cut to fit.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const bidi = bidiFactory();

/** Bidi marks, embeddings and isolates (never drawn). */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROLS_ALL = new RegExp(CONTROLS.source, 'g');

/** A figure that reads left to right in any paragraph (a signed number, a range). */
const ltr = (value: string) => `\u2066${value}\u2069`;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const INK = '#1c252e';
const MUTED = '#637381';
const ACCENT = '#0c68e9';

type Lang = keyof typeof PDF_TEXTS;

interface LineOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Where the line sits in its box, in the page's direction: start (left, or right in Arabic) or end. */
  align?: 'start' | 'end';
}

class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  y = MARGIN;

  constructor(readonly rtl: boolean) {
    this.doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: 'Mediawatch', Producer: 'Mediawatch' } });
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
}

const CONTENT = A4.width - 2 * MARGIN;

/** The report as a PDF (A4), in `lang`. */
export function renderReportPdf(report: DailyReport, lang: Lang, made = new Date()): Promise<Buffer> {
  const texts = PDF_TEXTS[lang];
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : lang === 'fr' ? 'fr-FR' : 'en-GB';
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const percent = (fraction: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
  const dateText = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${report.day}T12:00:00Z`));
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: report.timeZone }).format(new Date(iso));
  const w = new PdfWriter(lang === 'ar');

  w.line(`Mediawatch · ${texts.title}`, MARGIN, w.y, CONTENT, { size: 20, bold: true });
  w.y += 28;
  w.line(dateText, MARGIN, w.y, CONTENT, { size: 13 });
  w.y += 19;
  w.line(
    fill(texts.zone, {
      zone: report.timeZone,
      made: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: report.timeZone }).format(made),
    }),
    MARGIN,
    w.y,
    CONTENT,
    { size: 9, color: MUTED },
  );
  w.y += 14;
  if (report.partial) {
    w.line(fill(texts.partial, { time: time(report.cutoff) }), MARGIN, w.y, CONTENT, { size: 9, color: MUTED });
    w.y += 14;
  }

  // Figures: four boxes.
  w.y += 8;
  const boxWidth = (CONTENT - 3 * 8) / 4;
  const total = report.total;
  const boxes: Array<[string, string]> = [
    [texts.articles, number(total.count)],
    [texts.previous, number(total.previous)],
    [texts.mean, number(total.mean, 1)],
    [texts.band, ltr(`${number(total.low)}–${number(total.high)}`)],
  ];
  boxes.forEach(([label, value], index) => {
    const x = MARGIN + index * (boxWidth + 8);
    w.rect(x, w.y, boxWidth, 52, '#f4f6f8');
    w.line(label, x + 8, w.y + 8, boxWidth - 16, { size: 8, color: MUTED });
    w.line(value, x + 8, w.y + 22, boxWidth - 16, { size: 17, bold: true });
  });
  w.y += 64;

  // Tone.
  w.heading(texts.tone);
  const tone = report.tone;
  w.line(`${texts.toneMean}: ${tone.mean === null ? '–' : ltr(number(tone.mean, 2))}`, MARGIN, w.y, CONTENT);
  w.y += 16;
  const parts: Array<[string, number, string]> = [
    [texts.negative, tone.negative, '#d32f2f'],
    [texts.neutral, tone.neutral, '#9e9e9e'],
    [texts.positive, tone.positive, '#2e7d32'],
  ];
  let x = MARGIN;
  for (const [, count, color] of parts) {
    const width = total.count ? (CONTENT * count) / total.count : 0;
    if (width > 0) w.rect(x, w.y, width, 8, color);
    x += width;
  }
  w.y += 14;
  parts.forEach(([label, count], index) => {
    w.line(
      `${label}: ${number(count)} (${percent(total.count ? count / total.count : 0)})`,
      MARGIN + index * (CONTENT / 3),
      w.y,
      CONTENT / 3 - 6,
      { size: 9 },
    );
  });
  w.y += 16;

  // Hours: bars, the day before behind in grey.
  w.heading(texts.hourly);
  const chartHeight = 80;
  const max = Math.max(1, ...report.hourly.flatMap((hour) => [hour.count, hour.previous]));
  const slot = CONTENT / 24;
  w.room(chartHeight + 20);
  const base = w.y + chartHeight;
  report.hourly.forEach((hour, index) => {
    const left = MARGIN + index * slot;
    const previous = (chartHeight * hour.previous) / max;
    const current = (chartHeight * hour.count) / max;
    if (previous > 0) w.rect(left + 1, base - previous, slot - 2, previous, '#dfe3e8');
    if (current > 0) w.rect(left + slot * 0.25, base - current, slot * 0.5, current, ACCENT);
    if (index % 3 === 0) w.line(String(hour.hour).padStart(2, '0'), left, base + 3, slot * 2, { size: 7, color: MUTED });
  });
  w.y = base + 16;

  // Spikes.
  w.heading(texts.spikes);
  if (report.spikes.length === 0) {
    w.line(texts.none, MARGIN, w.y, CONTENT, { color: MUTED });
    w.y += 16;
  }
  for (const spike of report.spikes) {
    w.room(16 + spike.articles.length * 13);
    const sentence = fill(spike.direction === 'up' ? texts.spikeUp : texts.spikeDown, {
      name: spike.name,
      count: number(spike.count),
      range: ltr(`${number(spike.low)}–${number(spike.high)}`),
    });
    w.line(`${spike.direction === 'up' ? '▲' : '▼'} ${sentence}`, MARGIN, w.y, CONTENT, {
      bold: true,
      color: spike.direction === 'up' ? '#b76e00' : '#006c9c',
    });
    w.y += 15;
    for (const article of spike.articles) {
      w.line(`${article.title} · ${article.sourceName} · ${time(article.publishedAt)}`, MARGIN + 12, w.y, CONTENT - 12, {
        size: 9,
        color: MUTED,
      });
      w.y += 13;
    }
    w.y += 3;
  }

  // Topics and sources: two tables.
  const table = (title: string, header: string[], rows: string[][]) => {
    w.heading(title);
    const widths = [CONTENT * 0.52, CONTENT * 0.16, CONTENT * 0.16, CONTENT * 0.16];
    const drawRow = (cells: string[], bold: boolean) => {
      w.room(15);
      let offset = MARGIN;
      cells.forEach((cell, index) => {
        w.line(cell, offset, w.y, widths[index]! - 6, { size: 9, bold, align: index === 0 ? 'start' : 'end', color: bold ? MUTED : INK });
        offset += widths[index]!;
      });
      w.y += 15;
    };
    drawRow(header, true);
    if (rows.length === 0) {
      w.line(texts.none, MARGIN, w.y, CONTENT, { color: MUTED });
      w.y += 15;
    }
    rows.forEach((row) => drawRow(row, false));
  };
  table(
    texts.topics,
    [texts.topic, texts.articles, texts.previous, texts.mean],
    report.topics
      .filter((topic) => topic.count > 0)
      .map((topic) => [topic.name, number(topic.count), number(topic.previous), number(topic.mean, 1)]),
  );
  table(
    texts.sources,
    [texts.source, texts.articles, texts.previous, ''],
    report.sourcesByVolume.map((source) => [source.name, number(source.count), number(source.previous), '']),
  );

  // Stories.
  w.heading(texts.stories);
  if (report.stories.length === 0) w.line(texts.none, MARGIN, w.y, CONTENT, { color: MUTED });
  report.stories.forEach((story, index) => {
    w.room(30);
    w.line(`${index + 1}. ${story.title}`, MARGIN, w.y, CONTENT, { size: 10, bold: true });
    w.y += 14;
    w.line(
      `${number(story.outlets)} ${texts.outlets} · ${story.originSourceName} · ${time(story.firstAt)}`,
      MARGIN + 12,
      w.y,
      CONTENT - 12,
      { size: 9, color: MUTED },
    );
    w.y += 16;
  });

  // Page numbers.
  const range = w.doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    w.doc.switchToPage(page);
    w.line(fill(texts.page, { page: page + 1, pages: range.count }), MARGIN, A4.height - MARGIN + 6, CONTENT, {
      size: 8,
      color: MUTED,
      align: 'end',
    });
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    w.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    w.doc.on('end', () => resolve(Buffer.concat(chunks)));
    w.doc.on('error', reject);
    w.doc.end();
  });
}
