import type { MediaScaleIndex, MediaScaleWeights, MediaScaleWeightsInput } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { round } from './stats';

// ----------------------------------------------------------------------
// The Media Scale Index: every source ranked over a period by
//   MSI = 100 * (wR R + wV V + wP P + wT T) / (wR + wV + wP + wT)
// where each component is normalized to 0..1 against the largest source:
//   R = log(1 + reach) / log(1 + max reach)           (monthly audience; unknown = 0)
//   V = log(1 + articles) / log(1 + max articles)     (output volume in the period)
//   P = log(1 + pickup) / log(1 + max pickup)         (other outlets' articles on stories it published first)
//   T = mean |tone| / max mean |tone|                 (tone intensity)
// Logarithms because audiences and output span orders of magnitude. Volume
// and tone come from the rollups, pickup from cluster_pickup (migration
// 0070); the weights are this domain's table (media_scale_weights), set by an admin.
//
// T reads the source's scored articles only (those without tone are counted
// in `untoned`, migration 0110). A source none of whose articles has a tone
// has no T: its score is the weighted mean of its other components (the
// weights without wT), not a T of 0 that would rank it below every scored
// outlet for a language no lexicon reads.

const DAY_MS = 86_400_000;

const logShare = (value: number, max: number) => (max > 0 ? Math.log1p(value) / Math.log1p(max) : 0);

export class MediaScaleReader {
  constructor(
    /** The weights: read where they are written, so an admin sees the ones just set. */
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
    /** The rollups the index is computed from (the read replica when there is one). */
    private readonly reader: Queryable = db,
  ) {}

  async weights(): Promise<MediaScaleWeights> {
    const { rows } = await this.db.query<{
      reach: number;
      volume: number;
      pickup: number;
      tone: number;
      updated_at: Date;
      updated_by: string | null;
    }>(
      `SELECT w.reach, w.volume, w.pickup, w.tone, w.updated_at,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS updated_by
       FROM media_scale_weights w LEFT JOIN users u ON u.id = w.updated_by`,
    );
    const row = rows[0]!;
    return {
      reach: round(Number(row.reach), 4),
      volume: round(Number(row.volume), 4),
      pickup: round(Number(row.pickup), 4),
      tone: round(Number(row.tone), 4),
      updatedAt: row.updated_at.toISOString(),
      updatedBy: row.updated_by,
    };
  }

  async setWeights(input: MediaScaleWeightsInput, userId: string): Promise<MediaScaleWeights> {
    await this.db.query(
      `UPDATE media_scale_weights SET reach = $1, volume = $2, pickup = $3, tone = $4, updated_at = now(), updated_by = $5`,
      [input.reach, input.volume, input.pickup, input.tone, userId],
    );
    return this.weights();
  }

  async index(days: number): Promise<MediaScaleIndex> {
    const to = this.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const [weights, { rows }] = await Promise.all([
      this.weights(),
      this.reader.query<{
        id: string;
        name: string;
        language: string;
        country: string;
        reach: string | null;
        volume: number;
        untoned: number;
        abs: string;
        pickup: number;
      }>(
        `SELECT s.id, s.name, s.language, s.country, s.reach::text AS reach,
                coalesce(v.n, 0)::int AS volume, coalesce(v.untoned, 0)::int AS untoned, coalesce(v.abs, 0)::text AS abs, coalesce(p.pickup, 0)::int AS pickup
         FROM sources s
         LEFT JOIN (SELECT source_id, sum(n) AS n, sum(untoned) AS untoned, sum(abs_milli) AS abs FROM rollup_source WHERE slot >= $1 AND slot < $2 GROUP BY source_id) v
           ON v.source_id = s.id
         LEFT JOIN (SELECT origin_source_id, sum(outlets - 1) AS pickup FROM cluster_pickup WHERE first_at >= $1 AND first_at < $2 GROUP BY origin_source_id) p
           ON p.origin_source_id = s.id`,
        [from, to],
      ),
    ]);
    const raw = rows.map((row) => ({
      row,
      reach: row.reach === null ? null : Number(row.reach),
      volume: Number(row.volume),
      pickup: Number(row.pickup),
      untoned: Number(row.untoned),
      // Mean |tone| over the scored articles; null when none has a tone (0 for a source without articles, as before).
      tone:
        Number(row.volume) === 0
          ? 0
          : Number(row.volume) > Number(row.untoned)
            ? Number(row.abs) / 1000 / (Number(row.volume) - Number(row.untoned))
            : null,
    }));
    const maxima = {
      reach: Math.max(0, ...raw.map((item) => item.reach ?? 0)),
      volume: Math.max(0, ...raw.map((item) => item.volume)),
      pickup: Math.max(0, ...raw.map((item) => item.pickup)),
      tone: Math.max(0, ...raw.map((item) => item.tone ?? 0)),
    };
    const weightSum = weights.reach + weights.volume + weights.pickup + weights.tone;
    const scored = raw.map((item) => {
      const components = {
        reach: logShare(item.reach ?? 0, maxima.reach),
        volume: logShare(item.volume, maxima.volume),
        pickup: logShare(item.pickup, maxima.pickup),
        tone: item.tone === null ? null : maxima.tone > 0 ? item.tone / maxima.tone : 0,
      };
      const others = weights.reach * components.reach + weights.volume * components.volume + weights.pickup * components.pickup;
      const known = components.tone === null ? weightSum - weights.tone : weightSum;
      const score = known > 0 ? (100 * (others + weights.tone * (components.tone ?? 0))) / known : 0;
      return { item, components, score };
    });
    scored.sort((a, b) => b.score - a.score || a.item.row.name.localeCompare(b.item.row.name));
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      days,
      weights,
      maxima: { reach: maxima.reach, volume: maxima.volume, pickup: maxima.pickup, tone: round(maxima.tone, 3) },
      untoned: raw.reduce((sum, item) => sum + item.untoned, 0),
      rows: scored.map(({ item, components, score }, index) => ({
        rank: index + 1,
        sourceId: item.row.id,
        name: item.row.name,
        language: item.row.language,
        country: item.row.country,
        reach: item.reach,
        volume: item.volume,
        pickup: item.pickup,
        toneIntensity: item.tone === null ? null : round(item.tone, 3),
        untoned: item.untoned,
        components: {
          reach: round(components.reach, 4),
          volume: round(components.volume, 4),
          pickup: round(components.pickup, 4),
          tone: components.tone === null ? null : round(components.tone, 4),
        },
        score: round(score, 2),
      })),
    };
  }
}
