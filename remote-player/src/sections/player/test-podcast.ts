import { type Podcast } from '@mediawatch/shared';

/** A podcast for the player's tests: one minute of mp3 by "Desk". */
export function testPodcast(id: string, title = `Title ${id}`): Podcast {
  return {
    _id: id,
    title,
    author: 'Desk',
    description: '',
    coverArtUrl: null,
    audioUrl: `/api/podcast/media/${id}.mp3`,
    durationSeconds: 60,
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
