import type { Podcast } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { containsPattern, isUuid } from '../../../db/sql';

// ----------------------------------------------------------------------

/** A `podcasts` row as SQL returns it. */
export interface PodcastRow {
  id: string;
  title: string;
  author: string;
  description: string;
  cover_art_url: string | null;
  audio_url: string;
  duration_seconds: number | null;
  featured: boolean;
  seed_key: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The writable fields, as the API names them (docs/decisions/0005-podcast-fields.md). */
export interface PodcastFields {
  title: string;
  author: string;
  description: string;
  coverArtUrl: string | null;
  audioUrl: string;
  durationSeconds: number | null;
  featured: boolean;
}

const COLUMNS: Record<keyof PodcastFields, string> = {
  title: 'title',
  author: 'author',
  description: 'description',
  coverArtUrl: 'cover_art_url',
  audioUrl: 'audio_url',
  durationSeconds: 'duration_seconds',
  featured: 'featured',
};

/** The podcast as the API shows it (shared `podcastSchema`). */
export function toPodcast(row: PodcastRow): Podcast {
  return {
    _id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    coverArtUrl: row.cover_art_url,
    audioUrl: row.audio_url,
    durationSeconds: row.duration_seconds,
    featured: row.featured,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

// ----------------------------------------------------------------------

/** Oldest first, so the playlist keeps its order as podcasts are added. */
const ORDER = 'ORDER BY created_at, seq';

export class PodcastsRepository {
  constructor(private readonly db: Queryable) {}

  async list(): Promise<PodcastRow[]> {
    const { rows } = await this.db.query<PodcastRow>(`SELECT * FROM podcasts ${ORDER}`);
    return rows;
  }

  async featured(): Promise<PodcastRow[]> {
    const { rows } = await this.db.query<PodcastRow>(`SELECT * FROM podcasts WHERE featured ${ORDER}`);
    return rows;
  }

  /** Podcasts whose title, author or description contains `text` (any case). */
  async search(text: string): Promise<PodcastRow[]> {
    const { rows } = await this.db.query<PodcastRow>(
      `SELECT * FROM podcasts
       WHERE title ILIKE $1 ESCAPE '\\' OR author ILIKE $1 ESCAPE '\\' OR description ILIKE $1 ESCAPE '\\'
       ${ORDER}`,
      [containsPattern(text)],
    );
    return rows;
  }

  async findById(id: string): Promise<PodcastRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<PodcastRow>('SELECT * FROM podcasts WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  /**
   * Inserts a podcast. `created_at` is the statement's clock time, not the
   * transaction's; `seq` orders rows of one clock tick (migration 0040).
   */
  async create(fields: PodcastFields, createdBy: string | null, seedKey: string | null = null): Promise<PodcastRow | null> {
    const { rows } = await this.db.query<PodcastRow>(
      `INSERT INTO podcasts (title, author, description, cover_art_url, audio_url, duration_seconds, featured, created_by, seed_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp())
       ON CONFLICT (seed_key) DO NOTHING
       RETURNING *`,
      [
        fields.title,
        fields.author,
        fields.description,
        fields.coverArtUrl,
        fields.audioUrl,
        fields.durationSeconds,
        fields.featured,
        createdBy,
        seedKey,
      ],
    );
    return rows[0] ?? null;
  }

  /** Sets the given fields; null when no podcast has this id. */
  async update(id: string, fields: Partial<PodcastFields>): Promise<PodcastRow | null> {
    if (!isUuid(id)) return null;
    const entries = (Object.keys(COLUMNS) as Array<keyof PodcastFields>)
      .filter((key) => fields[key] !== undefined)
      .map((key) => [COLUMNS[key], fields[key]] as const);
    const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
    const { rows } = await this.db.query<PodcastRow>(
      `UPDATE podcasts SET ${[...sets, 'updated_at = clock_timestamp()'].join(', ')} WHERE id = $1 RETURNING *`,
      [id, ...entries.map(([, value]) => value)],
    );
    return rows[0] ?? null;
  }

  /** Deletes the podcast; the removed row, or null when no podcast has this id. */
  async delete(id: string): Promise<PodcastRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<PodcastRow>('DELETE FROM podcasts WHERE id = $1 RETURNING *', [id]);
    return rows[0] ?? null;
  }

  /** Seed keys already present (demo podcasts). */
  async existingSeedKeys(keys: readonly string[]): Promise<Set<string>> {
    const { rows } = await this.db.query<{ seed_key: string }>('SELECT seed_key FROM podcasts WHERE seed_key = ANY($1::text[])', [keys]);
    return new Set(rows.map((row) => row.seed_key));
  }

  /** Whether any podcast still points at `url` (audio or cover). */
  async referencesUrl(url: string): Promise<boolean> {
    const { rows } = await this.db.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM podcasts WHERE audio_url = $1 OR cover_art_url = $1) AS found',
      [url],
    );
    return rows[0]?.found === true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    podcastsRepository: PodcastsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('podcastsRepository', new PodcastsRepository(app.db));
  },
  { name: 'podcasts-repository', dependencies: ['database'] },
);
