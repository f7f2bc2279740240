import type { Queryable } from '../../../db/database';
import { scoreTone } from '../../../news/tone';
import { TONE_METHOD_VERSION } from '../../../news/tone/method';
import { ArticlesRepository } from '../articles/articles-repository';
import { MethodPass } from '../method-pass/method-pass';

// ----------------------------------------------------------------------
// Rescoring the stored articles when the tone method changes
// (docs/decisions/0038-unknown-tone.md). Every article stores the version of
// the method that gave its tone (articles.tone_method, migration 0110); a
// pass (method-pass.ts, resumable, in batches by id) scores
// `title + ' ' + content_text` in the article's language and writes tone
// and version together (the rollups follow through their triggers; a tone
// that comes out the same moves none of them). Its progress is the table
// tone_rescore. The articles are read and written through
// ArticlesRepository; this domain owns tone_rescore.

export type ScoreTone = (text: string, language: string) => number | null;

interface ToneRow {
  id: string;
  title: string;
  content_text: string;
  language: string;
}

export class ToneRescorer extends MethodPass<ToneRow> {
  constructor(db: Queryable, score: ScoreTone = scoreTone, version: number = TONE_METHOD_VERSION, batchSize = 500) {
    super(
      db,
      'tone_rescore',
      {
        countStale: (on, method) => new ArticlesRepository(on).countOtherToneMethod(method),
        staleBatch: (tx, method, afterId, limit) => new ArticlesRepository(tx).otherToneMethodBatch(method, afterId, limit),
        write: (tx, method, rows) =>
          new ArticlesRepository(tx).writeTones(
            method,
            rows.map((article) => ({ id: article.id, tone: score(`${article.title} ${article.content_text}`, article.language) })),
          ),
      },
      version,
      batchSize,
    );
  }
}
