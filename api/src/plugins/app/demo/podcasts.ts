import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Database } from '../../../db/database';
import { coverSvg, encodeMp3, encodeWav, synthesize, type ToneSpec } from './audio-synth';
import { type PodcastMediaStore } from '../podcasts/podcasts-media';
import { PodcastsRepository } from '../podcasts/podcasts-repository';

// ----------------------------------------------------------------------
// Demo podcasts with real audio the project makes itself: two WAV and two MP3
// tracks of different lengths, each with a generated SVG cover. Like the demo
// accounts, a demo podcast is added when missing (by seed key) and never
// overwritten.

export interface DemoPodcast {
  key: string;
  title: string;
  author: string;
  description: string;
  format: 'wav' | 'mp3';
  tone: ToneSpec;
  colors: readonly [string, string];
  featured: boolean;
}

/** The first one is the longest, so the player opens on a track long enough to seek in. */
export const DEMO_PODCASTS: readonly DemoPodcast[] = [
  {
    key: 'morning-briefing',
    title: 'Morning Briefing',
    author: 'Mediawatch Desk',
    description: 'The overnight headlines in ninety seconds: what moved, who reported it first, what to watch today.',
    format: 'wav',
    tone: { seconds: 95, sampleRate: 16_000, root: 330, steps: [0, 4, 7, 12, 7, 4], noteSeconds: 0.45 },
    colors: ['#1877F2', '#0C44AE'],
    featured: true,
  },
  {
    key: 'signals-and-noise',
    title: 'Signals and Noise',
    author: 'Amira Haddad',
    description: 'Separating real shifts in coverage from the daily churn, one chart at a time.',
    format: 'mp3',
    tone: { seconds: 40, sampleRate: 16_000, root: 262, steps: [0, 3, 7, 10, 7, 3], noteSeconds: 0.5 },
    colors: ['#00B8D9', '#006C9C'],
    featured: true,
  },
  {
    key: 'the-wire-desk',
    title: 'The Wire Desk',
    author: 'Léo Martin',
    description: 'How a wire story travels: agencies, rewrites and the outlets that add something new.',
    format: 'wav',
    tone: { seconds: 25, sampleRate: 16_000, root: 392, steps: [0, 5, 9, 12], noteSeconds: 0.35 },
    colors: ['#8E33FF', '#5119B7'],
    featured: false,
  },
  {
    key: 'long-read-weekly',
    title: 'Long Read Weekly',
    author: 'Sam Okafor',
    description: 'A short note on the week’s most-read long-form pieces and why they travelled.',
    format: 'mp3',
    tone: { seconds: 18, sampleRate: 16_000, root: 294, steps: [0, 2, 4, 7, 9], noteSeconds: 0.3 },
    colors: ['#FFAB00', '#B76E00'],
    featured: false,
  },
];

/** Bump when the synthesis changes, so cached files are made again. */
const GENERATOR_VERSION = 1;

/**
 * The audio file of a demo podcast. Synthesis (MP3 encoding above all) takes
 * a second or two, and every API test file seeds a fresh database, so the
 * deterministic output is cached in the system's temp folder.
 */
async function demoAudio(demo: DemoPodcast): Promise<Buffer> {
  const cached = path.join(os.tmpdir(), `mediawatch-demo-audio-v${GENERATOR_VERSION}`, `${demo.key}.${demo.format}`);
  const hit = await fsp.readFile(cached).catch(() => null);
  if (hit) return hit;
  const pcm = synthesize(demo.tone);
  const audio = demo.format === 'wav' ? encodeWav(pcm, demo.tone.sampleRate) : encodeMp3(pcm, demo.tone.sampleRate, 48);
  try {
    await fsp.mkdir(path.dirname(cached), { recursive: true });
    const temp = `${cached}.${process.pid}.tmp`;
    await fsp.writeFile(temp, audio);
    await fsp.rename(temp, cached);
  } catch {
    // No cache (read-only temp folder): the next start synthesizes again.
  }
  return audio;
}

/** Adds the demo podcasts that are missing, with their files; returns the keys added. */
export async function seedDemoPodcasts(db: Database, media: PodcastMediaStore): Promise<string[]> {
  const existing = await new PodcastsRepository(db).existingSeedKeys(DEMO_PODCASTS.map((demo) => demo.key));
  const missing = DEMO_PODCASTS.filter((demo) => !existing.has(demo.key));
  if (missing.length === 0) return [];

  // Files first, rows after in one transaction: a row never points at a file that isn't there.
  const files = await Promise.all(
    missing.map(async (demo) => ({
      demo,
      audioUrl: await media.writeFile(`demo-${demo.key}.${demo.format}`, await demoAudio(demo)),
      coverArtUrl: await media.writeFile(`demo-${demo.key}-cover.svg`, coverSvg(demo.title, ...demo.colors)),
    })),
  );
  return db.transaction(async (tx) => {
    const podcasts = new PodcastsRepository(tx);
    const created: string[] = [];
    for (const { demo, audioUrl, coverArtUrl } of files) {
      const row = await podcasts.create(
        {
          title: demo.title,
          author: demo.author,
          description: demo.description,
          coverArtUrl,
          audioUrl,
          durationSeconds: demo.tone.seconds,
          featured: demo.featured,
        },
        null,
        demo.key,
      );
      if (row) created.push(demo.key);
    }
    return created;
  });
}
