import type { Ejournal, EjournalArticle } from '@mediawatch/shared/schemas';

import { A4, ACCENT, MARGIN, MUTED, PdfWriter } from '../../../lib/pdf-writer';

// ----------------------------------------------------------------------
// A published (or draft) e-journal issue as files made on the server
// (docs/decisions/0027-ejournal.md): an A4 PDF through the shared page writer (DejaVu
// Sans: Latin and Arabic, shaped and in visual order), and an e-mail-ready
// HTML newsletter: one table layout with inline styles only (mail clients drop
// <style> and ignore most CSS), every text escaped, no script, no image.

export type EjournalLang = 'en' | 'fr' | 'ar';

export const EJOURNAL_TEXTS: Record<
  EjournalLang,
  {
    edition: string;
    published: string;
    draft: string;
    note: string;
    page: string;
    read: string;
    footer: string;
    withdrawn: string;
    reason: string;
    correctedBy: string;
    corrects: string;
  }
> = {
  en: {
    edition: 'Edition {{edition}}',
    published: 'Published {{date}}',
    draft: 'Draft, not published',
    note: 'Editor’s note',
    page: 'Page {{page}} of {{pages}}',
    read: 'Read on {{source}}',
    footer: 'Curated by the Mediawatch desk.',
    withdrawn: 'WITHDRAWN on {{date}}. This edition is kept for the record; do not rely on it.',
    reason: 'Reason: {{reason}}',
    correctedBy: 'Corrected by edition {{edition}}.',
    corrects: 'This edition corrects edition {{edition}}, which was withdrawn.',
  },
  fr: {
    edition: 'Édition {{edition}}',
    published: 'Publié le {{date}}',
    draft: 'Brouillon, non publié',
    note: 'Note de la rédaction',
    page: 'Page {{page}} sur {{pages}}',
    read: 'Lire sur {{source}}',
    footer: 'Sélection de la rédaction de Mediawatch.',
    withdrawn: 'RETIRÉE le {{date}}. Cette édition est conservée pour mémoire ; ne vous y fiez pas.',
    reason: 'Motif : {{reason}}',
    correctedBy: 'Corrigée par l’édition {{edition}}.',
    corrects: 'Cette édition corrige l’édition {{edition}}, qui a été retirée.',
  },
  ar: {
    edition: 'الإصدار {{edition}}',
    published: 'نُشر في {{date}}',
    draft: 'مسودة غير منشورة',
    note: 'ملاحظة التحرير',
    page: 'الصفحة {{page}} من {{pages}}',
    read: 'اقرأ على {{source}}',
    footer: 'اختيار فريق تحرير Mediawatch.',
    withdrawn: 'سُحب هذا الإصدار في {{date}}. يُحتفظ به للسجل؛ لا تعتمد عليه.',
    reason: 'السبب: {{reason}}',
    correctedBy: 'صُحّح في الإصدار {{edition}}.',
    corrects: 'يصحّح هذا الإصدار الإصدار {{edition}} الذي سُحب.',
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const locale = (lang: EjournalLang) => (lang === 'ar' ? 'ar-u-nu-latn' : lang === 'fr' ? 'fr-FR' : 'en-GB');

const day = (iso: string, lang: EjournalLang) =>
  new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The sections with their articles (an article deleted since a draft was saved is left out). */
function sectionsOf(issue: Ejournal): Array<{ title: string; items: Array<{ article: EjournalArticle; note: string }> }> {
  const byId = new Map(issue.articles.map((article) => [article.id, article]));
  return issue.sections.map((section) => ({
    title: section.title,
    items: section.items.flatMap((item) => {
      const article = byId.get(item.articleId);
      return article ? [{ article, note: item.note }] : [];
    }),
  }));
}

const statusLine = (issue: Ejournal, lang: EjournalLang) => {
  const texts = EJOURNAL_TEXTS[lang];
  const edition = fill(texts.edition, { edition: issue.edition });
  return `${edition} · ${issue.publishedAt ? fill(texts.published, { date: day(issue.publishedAt, lang) }) : texts.draft}`;
};

/** The withdrawal notice's lines (the notice, the reason, the correction), or none (docs/decisions/0046-withdrawn-editions.md). */
export function withdrawalLines(issue: Ejournal, lang: EjournalLang): string[] {
  const texts = EJOURNAL_TEXTS[lang];
  const lines: string[] = [];
  if (issue.withdrawal) {
    lines.push(fill(texts.withdrawn, { date: day(issue.withdrawal.at, lang) }), fill(texts.reason, { reason: issue.withdrawal.reason }));
    if (issue.correctedBy) lines.push(fill(texts.correctedBy, { edition: issue.correctedBy.edition }));
  }
  if (issue.corrects) lines.push(fill(texts.corrects, { edition: issue.corrects.edition }));
  return lines;
}

const WITHDRAWN_COLOR = '#b71d18';

/** The issue as an A4 PDF. */
export function renderEjournalPdf(issue: Ejournal, lang: EjournalLang): Promise<Buffer> {
  const texts = EJOURNAL_TEXTS[lang];
  const w = new PdfWriter(lang === 'ar', issue.title);
  const content = A4.width - 2 * MARGIN;

  w.paragraph(issue.title, MARGIN, content, { size: 22, bold: true, lineHeight: 28 });
  w.line(statusLine(issue, lang), MARGIN, w.y, content, { size: 9, color: MUTED });
  w.y += 20;
  for (const [index, line] of withdrawalLines(issue, lang).entries()) {
    const withdrawn = !!issue.withdrawal;
    w.paragraph(line, MARGIN, content, {
      size: index === 0 ? 12 : 10.5,
      bold: index === 0,
      lineHeight: 15,
      color: withdrawn ? WITHDRAWN_COLOR : ACCENT,
    });
    w.y += 4;
  }
  if (issue.introduction) {
    w.paragraph(issue.introduction, MARGIN, content, { size: 11, lineHeight: 16 });
    w.y += 6;
  }
  for (const section of sectionsOf(issue)) {
    if (section.items.length === 0) continue;
    if (section.title) w.heading(section.title);
    for (const { article, note } of section.items) {
      w.room(60);
      w.paragraph(article.title, MARGIN, content, { size: 12, bold: true, lineHeight: 16 });
      w.line(`${article.sourceName} · ${day(article.publishedAt, lang)}`, MARGIN, w.y, content, { size: 8, color: MUTED });
      w.y += 13;
      if (article.excerpt) w.paragraph(article.excerpt, MARGIN, content, { size: 9.5, lineHeight: 13.5 });
      if (note) {
        w.y += 2;
        w.line(texts.note, MARGIN + 10, w.y, content - 10, { size: 8, bold: true, color: ACCENT });
        w.y += 12;
        w.paragraph(note, MARGIN + 10, content - 10, { size: 9.5, lineHeight: 13.5, color: '#212b36' });
      }
      w.line(article.url, MARGIN, w.y, content, { size: 7.5, color: ACCENT });
      w.y += 18;
    }
  }
  w.pageNumbers((page, pages) => fill(texts.page, { page, pages }));
  return w.toBuffer();
}

// ----------------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A link target the newsletter may carry: http(s) only, else none. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/** Paragraphs of plain text, each escaped. */
const paragraphs = (text: string, style: string) =>
  text
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p style="${style}">${escapeHtml(line)}</p>`)
    .join('');

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";

/** The withdrawal (or correction) notice as one table row, or nothing. */
function notice(issue: Ejournal, lang: EjournalLang, cell: string): string {
  const lines = withdrawalLines(issue, lang);
  if (lines.length === 0) return '';
  const color = issue.withdrawal ? WITHDRAWN_COLOR : '#0c68e9';
  const background = issue.withdrawal ? '#ffe9d5' : '#e9f3ff';
  const body = lines
    .map((line, index) =>
      index === 0 && issue.withdrawal
        ? `<strong style="display:block;font-size:15px;">${escapeHtml(line)}</strong>`
        : `<p style="margin:4px 0 0;font-size:14px;">${escapeHtml(line)}</p>`,
    )
    .join('');
  return `<tr><td style="${cell}padding:8px 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" data-notice="${issue.withdrawal ? 'withdrawn' : 'correction'}"><tr><td style="${cell}padding:12px 16px;background:${background};border-${lang === 'ar' ? 'right' : 'left'}:4px solid ${color};color:${color};">${body}</td></tr></table></td></tr>`;
}

/** The issue as an e-mail-ready HTML document (tables and inline styles, every text escaped). */
export function renderEjournalNewsletter(issue: Ejournal, lang: EjournalLang): string {
  const texts = EJOURNAL_TEXTS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  const cell = `${FONT}color:#1c252e;text-align:${align};`;
  const rows: string[] = [];
  for (const section of sectionsOf(issue)) {
    if (section.items.length === 0) continue;
    if (section.title) {
      rows.push(
        `<tr><td style="${cell}padding:24px 24px 8px;border-bottom:2px solid #0c68e9;font-size:18px;font-weight:bold;color:#0c68e9;">${escapeHtml(section.title)}</td></tr>`,
      );
    }
    for (const { article, note } of section.items) {
      const url = safeUrl(article.url);
      const title = escapeHtml(article.title);
      const heading = url ? `<a href="${escapeHtml(url)}" style="color:#1c252e;text-decoration:none;">${title}</a>` : title;
      const noteBlock = note
        ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top:8px;"><tr><td style="${cell}padding:8px 12px;background:#f4f6f8;border-${align}:3px solid #0c68e9;font-size:14px;"><strong style="display:block;font-size:12px;color:#0c68e9;">${escapeHtml(texts.note)}</strong>${paragraphs(note, 'margin:4px 0 0;')}</td></tr></table>`
        : '';
      const readLink = url
        ? `<p style="margin:8px 0 0;font-size:13px;"><a href="${escapeHtml(url)}" style="color:#0c68e9;">${escapeHtml(fill(texts.read, { source: article.sourceName }))}</a></p>`
        : '';
      rows.push(
        `<tr><td style="${cell}padding:16px 24px;border-bottom:1px solid #dfe3e8;">` +
          `<h2 style="margin:0 0 4px;font-size:17px;line-height:1.3;">${heading}</h2>` +
          `<p style="margin:0 0 8px;font-size:12px;color:#637381;">${escapeHtml(article.sourceName)} · ${escapeHtml(day(article.publishedAt, lang))}</p>` +
          (article.excerpt ? paragraphs(article.excerpt, 'margin:0;font-size:14px;line-height:1.5;') : '') +
          noteBlock +
          readLink +
          '</td></tr>',
      );
    }
  }
  const title = escapeHtml(issue.title);
  return (
    `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f6f8;" dir="${dir}">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="${cell}padding:24px 24px 8px;"><h1 style="margin:0;font-size:26px;line-height:1.25;">${title}</h1>` +
    `<p style="margin:6px 0 0;font-size:12px;color:#637381;">${escapeHtml(statusLine(issue, lang))}</p></td></tr>
${notice(issue, lang, cell)}
${issue.introduction ? `<tr><td style="${cell}padding:8px 24px 16px;font-size:15px;line-height:1.6;">${paragraphs(issue.introduction, 'margin:0 0 8px;')}</td></tr>` : ''}
${rows.join('\n')}
<tr><td style="${cell}padding:16px 24px;font-size:12px;color:#637381;">${escapeHtml(texts.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  );
}
