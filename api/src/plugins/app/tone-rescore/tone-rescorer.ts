import type { ToneRescoreStatus } from '@mediawatch/shared/schemas';

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

export interface RescoreRun {
  /** Articles written in this run. */
  rescored: number;
  /** True when no article of another version is left. */
  finished: boolean;
}

interface ToneRow {
  id: string;
  title: string;
  content_text: string;
  language: string;
}

export class ToneRescorer {
  private readonly pass: MethodPass<ToneRow>;

  constructor(db: Queryable, score: ScoreTone = scoreTone, version: number = TONE_METHOD_VERSION, batchSize = 500) {
    this.pass = new MethodPass<ToneRow>(
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

  /** The current method's pass: what the Pipeline page shows. */
  status(): Promise<ToneRescoreStatus> {
    return this.pass.status();
  }

  /**
   * Rescores until nothing is left, `budgetMs` has passed or `signal` aborts
   * (then the next run resumes from the stored cursor).
   */
  async run(options: { budgetMs?: number; signal?: AbortSignal } = {}): Promise<RescoreRun> {
    const { written, finished } = await this.pass.run(options);
    return { rescored: written, finished };
  }
}
