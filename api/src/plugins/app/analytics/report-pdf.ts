import type { DailyReport } from '@mediawatch/shared/schemas';

import { A4, ACCENT, INK, ltr, MARGIN, MUTED, PdfWriter } from '../../../lib/pdf-writer';
import { fill, PDF_TEXTS } from './report-pdf-texts';

// ----------------------------------------------------------------------
// The Daily Report as an A4 PDF, made on the server with pdfkit (decision
// 0014), through the shared page writer (lib/pdf-writer.ts: DejaVu Sans,
// Arabic shaped and put in visual order line by line).

type Lang = keyof typeof PDF_TEXTS;

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
  // The split's shares are of the articles that have a tone (docs/decisions/0038-unknown-tone.md).
  const scored = total.count - tone.untoned;
  let x = MARGIN;
  for (const [, count, color] of parts) {
    const width = scored > 0 ? (CONTENT * count) / scored : 0;
    if (width > 0) w.rect(x, w.y, width, 8, color);
    x += width;
  }
  w.y += 14;
  parts.forEach(([label, count], index) => {
    w.line(
      `${label}: ${number(count)} (${percent(scored > 0 ? count / scored : 0)})`,
      MARGIN + index * (CONTENT / 3),
      w.y,
      CONTENT / 3 - 6,
      { size: 9 },
    );
  });
  w.y += 16;
  if (tone.untoned > 0) {
    w.line(fill(texts.untoned, { count: ltr(number(tone.untoned)) }), MARGIN, w.y, CONTENT, { size: 9 });
    w.y += 14;
  }

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

  w.pageNumbers((page, pages) => fill(texts.page, { page, pages }));
  return w.toBuffer();
}
