import { randomUUID } from 'node:crypto';

import PDFDocument from 'pdfkit';

import type { Queryable } from '../../../db/database';
import { NO_QUOTA } from '../../../lib/quota';
import type { PdfsRepository } from '../pdfs/pdfs-repository';
import type { PdfFiles } from '../pdfs/pdfs-worker';

// ----------------------------------------------------------------------
// The demo academic PDFs, made with pdfkit at seed time (no binary in the
// repository), on a database with no PDF yet (so PDFs a team deleted never
// come back). They are stored in `processing`: the worker extracts them like
// any upload once the API is ready.

export interface PdfSpec {
  title?: string;
  author?: string;
  /** The info dictionary's creation date (the year is read from it). */
  created?: Date;
  /** One text per page. */
  pages: readonly string[];
}

/** A PDF with one text per page (Helvetica, A4), its metadata in the info dictionary. */
export function renderPdf(spec: PdfSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    autoFirstPage: false,
    info: {
      CreationDate: spec.created ?? new Date(),
      ...(spec.title ? { Title: spec.title } : {}),
      ...(spec.author ? { Author: spec.author } : {}),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  spec.pages.forEach((text) => {
    doc.addPage();
    doc.font('Helvetica').fontSize(11).text(text, { align: 'left', lineGap: 3 });
  });
  doc.end();
  return done;
}

const DEMO_PDFS: (PdfSpec & { title: string; author: string; year: number })[] = [
  {
    title: 'Agenda-Setting in the Age of Algorithmic News Feeds',
    author: 'Nadia Benali; Thomas Whitfield',
    year: 2023,
    pages: [
      'Agenda-Setting in the Age of Algorithmic News Feeds\n\nNadia Benali, Thomas Whitfield\nJournal of Media Studies 41(2), 2023. doi:10.5555/jms.2023.0412\n\n' +
        'Abstract. Half a century after the Chapel Hill study, agenda-setting theory faces a changed media system: ' +
        'audiences meet the news through ranked feeds rather than front pages. We compare the issue salience of ' +
        'twelve national outlets with the topics that recommendation systems pushed to a panel of 2,400 readers ' +
        'over six months. The correlation between editorial salience and feed exposure is weaker than between ' +
        'outlets themselves, suggesting that platforms act as a second gatekeeper.',
      '1. Introduction\n\nMcCombs and Shaw showed that the press does not tell readers what to think, but what to think about. ' +
        'The mechanism assumed a shared front page. Algorithmic curation fragments that page into individual ' +
        'streams, each ranked by predicted engagement. Whether agenda-setting survives this fragmentation is ' +
        'an empirical question for media monitoring, because what an outlet publishes and what its audience ' +
        'actually sees are no longer the same thing.',
      '2. Method\n\nWe collected 48,000 articles from the outlets RSS feeds and matched them to the feed exposure logs ' +
        'donated by panel members. Issues were coded with a dictionary of 31 policy areas. Salience is the share ' +
        'of coverage an issue receives in a week; exposure is the share of impressions. We estimate lagged ' +
        'cross-correlations between the two series for each issue.',
      '3. Results and discussion\n\nEconomic issues keep their editorial salience in the feeds, whereas foreign affairs lose two thirds ' +
        'of their exposure. Crime and celebrity stories gain. The gatekeeping power of ranking is strongest for ' +
        'readers under thirty. Monitoring dashboards that count articles alone therefore overestimate the ' +
        'public visibility of slow, institutional stories.',
    ],
  },
  {
    title: 'Measuring Tone in Multilingual News Coverage: A Lexicon Approach',
    author: 'Karim El Idrissi; Sophie Laurent; Maria Costa',
    year: 2021,
    pages: [
      'Measuring Tone in Multilingual News Coverage: A Lexicon Approach\n\nKarim El Idrissi, Sophie Laurent, Maria Costa\n' +
        'Computational Communication Research 5(1), 2021. https://doi.org/10.5555/ccr.2021.0107\n\n' +
        'Abstract. Sentiment lexicons are a cheap and transparent way to estimate the tone of news coverage, but ' +
        'most were built for English. We evaluate translated lexicons on a corpus of Arabic, French and English ' +
        'news about the same events and find systematic negativity bias in the translated ones.',
      '1. Tone as a monitoring signal\n\nMedia analysts watch tone to detect a story turning against an actor before ' +
        'the turn is visible in headlines. A lexicon scores each word and averages the scores over a text. The ' +
        'method is reproducible and explainable to clients, which machine-learned classifiers often are not.',
      '2. Corpus and annotation\n\nThe corpus holds 9,600 articles on three summits, annotated by native speakers on a ' +
        'five-point scale. Agreement between annotators (Krippendorff alpha 0.71) sets the ceiling any automatic ' +
        'measure can reach. Translated lexicons lose negation handling and idioms, which explains most errors.',
      '3. Recommendations\n\nCalibrate each language separately against a small annotated sample, report tone with its ' +
        'uncertainty, and never compare raw scores across languages. A tone index is a relative measure within ' +
        'one language and one outlet group, not an absolute one.',
    ],
  },
];

/** Writes the demo PDFs when there is none; answers how many it wrote. */
export async function seedDemoPdfs(db: Queryable, pdfs: PdfsRepository, files: PdfFiles): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM pdf_documents');
  if (Number(rows[0]?.count ?? 0) > 0) return 0;
  const analyst = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'analyst@mediawatch.local'");
  for (const spec of DEMO_PDFS) {
    const content = await renderPdf({ ...spec, created: new Date(Date.UTC(spec.year, 2, 1)) });
    const id = randomUUID();
    await pdfs.create(
      {
        id,
        fileName: `${id}.pdf`,
        size: content.length,
        title: spec.title,
        authors: spec.author.split('; '),
        year: spec.year,
        pagesTotal: spec.pages.length,
        uploadedBy: analyst.rows[0]?.id ?? null,
      },
      () => files.write(`${id}.pdf`, content),
      NO_QUOTA,
    );
  }
  return DEMO_PDFS.length;
}
