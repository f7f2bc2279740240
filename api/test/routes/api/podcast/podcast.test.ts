import type { Podcast } from '@mediawatch/shared/schemas';
import type { FastifyInstance } from 'fastify';

import { DEMO, bearer, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

const VALID = {
  title: 'Election Night Special',
  author: 'Newsroom',
  description: 'Results as they come in.',
  audioUrl: 'https://cdn.example.org/audio/election.mp3',
  coverArtUrl: 'https://cdn.example.org/covers/election.png',
  durationSeconds: 1800,
  featured: true,
};

function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

describe('/api/podcast', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<'admin' | 'analyst' | 'viewer', string>;

  beforeAll(async () => {
    tokens.admin = await login(ctx.app, DEMO.admin);
    tokens.analyst = await login(ctx.app, DEMO.analyst);
    tokens.viewer = await login(ctx.app, DEMO.viewer);
  });

  describe('GET /all', () => {
    it('answers the seeded demo podcasts, oldest first, with playable audio of two formats', async () => {
      const response = await call(ctx.app, 'GET', '/api/podcast/all', tokens.viewer);
      expect(response.statusCode).toBe(200);
      const list = response.json<Podcast[]>();
      expect(list.map((podcast) => podcast.title)).toEqual(['Morning Briefing', 'Signals and Noise', 'The Wire Desk', 'Long Read Weekly']);
      expect(new Set(list.map((podcast) => podcast.audioUrl.split('.').pop()))).toEqual(new Set(['wav', 'mp3']));
      expect(new Set(list.map((podcast) => podcast.durationSeconds)).size).toBe(4);
      for (const podcast of list) {
        const audio = await ctx.app.inject({ method: 'GET', url: podcast.audioUrl });
        expect(audio.statusCode).toBe(200);
        expect(audio.headers['content-type']).toMatch(/^audio\/(wav|mpeg)$/);
        expect(audio.rawPayload.length).toBeGreaterThan(10_000);
        const cover = await ctx.app.inject({ method: 'GET', url: podcast.coverArtUrl! });
        expect(cover.statusCode).toBe(200);
        expect(cover.headers['content-type']).toBe('image/svg+xml');
      }
    });

    it('answers 401 without a token', async () => {
      const response = await call(ctx.app, 'GET', '/api/podcast/all');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });
  });

  describe('POST /add', () => {
    it.each(['admin', 'analyst'] as const)('lets an %s add a podcast (201)', async (role) => {
      const response = await call(ctx.app, 'POST', '/api/podcast/add', tokens[role], { ...VALID, title: `By ${role}` });
      expect(response.statusCode).toBe(201);
      const podcast = response.json<Podcast>();
      expect(podcast).toMatchObject({ ...VALID, title: `By ${role}` });
      expect(podcast._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(podcast.createdAt)).not.toBeNaN();
    });

    it('applies defaults for the optional fields', async () => {
      const response = await call(ctx.app, 'POST', '/api/podcast/add', tokens.analyst, {
        title: '  Minimal  ',
        author: 'Desk',
        audioUrl: '/api/podcast/media/demo-morning-briefing.wav',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        title: 'Minimal',
        description: '',
        coverArtUrl: null,
        durationSeconds: null,
        featured: false,
      });
    });

    it('refuses a viewer (403) and stores nothing', async () => {
      const response = await call(ctx.app, 'POST', '/api/podcast/add', tokens.viewer, { ...VALID, title: 'Viewer try' });
      expect(response.statusCode).toBe(403);
      const list = (await call(ctx.app, 'GET', '/api/podcast/all', tokens.viewer)).json<Podcast[]>();
      expect(list.some((podcast) => podcast.title === 'Viewer try')).toBe(false);
    });

    it('refuses a guest (401)', async () => {
      expect((await call(ctx.app, 'POST', '/api/podcast/add', undefined, VALID)).statusCode).toBe(401);
    });

    it.each([
      ['a missing title', { ...VALID, title: undefined }, 'title: Title is required'],
      ['a blank author', { ...VALID, author: '   ' }, 'author: Author is required'],
      ['a title too long', { ...VALID, title: 'x'.repeat(201) }, 'title: Title must be at most 200 characters'],
      [
        'a javascript: audio URL',
        { ...VALID, audioUrl: 'javascript:alert(1)' },
        'audioUrl: Audio URL must be an http(s) URL or a path starting with /',
      ],
      ['a negative duration', { ...VALID, durationSeconds: -1 }, 'durationSeconds: Duration cannot be negative'],
      ['a fractional duration', { ...VALID, durationSeconds: 1.5 }, 'durationSeconds: Duration must be a whole number of seconds'],
      ['a featured flag that is not boolean', { ...VALID, featured: 'yes' }, 'featured: Featured must be true or false'],
    ])('answers 400 for %s', async (_label, body, message) => {
      const response = await call(ctx.app, 'POST', '/api/podcast/add', tokens.admin, body);
      expect(response.statusCode).toBe(400);
      // The English sentence for logs, and a code each page words in its language (docs/decisions/0040-server-texts-as-codes.md).
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: message,
        coded: { code: expect.stringMatching(/^validation\./) },
      });
    });

    it('answers 400 when the audio URL names an upload that does not exist', async () => {
      const response = await call(ctx.app, 'POST', '/api/podcast/add', tokens.admin, {
        ...VALID,
        audioUrl: '/api/podcast/media/00000000-0000-4000-8000-000000000000.mp3',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Audio URL points to an upload that does not exist; upload the file again');
    });
  });

  describe('GET /{id}, PATCH /update/{id}, DELETE /delete/{id}', () => {
    let id: string;

    beforeAll(async () => {
      // Made by the analyst, who may then change and delete it (its author).
      id = (await call(ctx.app, 'POST', '/api/podcast/add', tokens.analyst, { ...VALID, title: 'Lifecycle' })).json<Podcast>()._id;
    });

    it('reads one podcast', async () => {
      const response = await call(ctx.app, 'GET', `/api/podcast/${id}`, tokens.viewer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: id, title: 'Lifecycle' });
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for the unknown id %s', async (unknown) => {
      for (const [method, url] of [
        ['GET', `/api/podcast/${unknown}`],
        ['PATCH', `/api/podcast/update/${unknown}`],
        ['DELETE', `/api/podcast/delete/${unknown}`],
      ] as const) {
        const response = await call(ctx.app, method, url, tokens.admin, method === 'PATCH' ? { title: 'x' } : undefined);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Podcast not found' });
      }
    });

    it('updates only the fields sent', async () => {
      const response = await call(ctx.app, 'PATCH', `/api/podcast/update/${id}`, tokens.analyst, { featured: false, title: 'Renamed' });
      expect(response.statusCode).toBe(200);
      const podcast = response.json<Podcast>();
      expect(podcast).toMatchObject({ _id: id, title: 'Renamed', featured: false, author: VALID.author, audioUrl: VALID.audioUrl });
      expect(Date.parse(podcast.updatedAt)).toBeGreaterThan(Date.parse(podcast.createdAt));
    });

    it.each([
      ['an empty body', {}, 'Send at least one field to update'],
      ['an unknown field', { name: 'x' }, 'Unrecognized key: "name"'],
      ['an empty title', { title: '' }, 'title: Title is required'],
    ])('refuses %s (400)', async (_label, body, message) => {
      const response = await call(ctx.app, 'PATCH', `/api/podcast/update/${id}`, tokens.admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('refuses a viewer update or delete (403)', async () => {
      expect((await call(ctx.app, 'PATCH', `/api/podcast/update/${id}`, tokens.viewer, { title: 'x' })).statusCode).toBe(403);
      expect((await call(ctx.app, 'DELETE', `/api/podcast/delete/${id}`, tokens.viewer)).statusCode).toBe(403);
      expect((await call(ctx.app, 'GET', `/api/podcast/${id}`, tokens.viewer)).json().title).toBe('Renamed');
    });

    it('deletes, then answers 404', async () => {
      const response = await call(ctx.app, 'DELETE', `/api/podcast/delete/${id}`, tokens.analyst);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: id });
      expect((await call(ctx.app, 'GET', `/api/podcast/${id}`, tokens.viewer)).statusCode).toBe(404);
    });
  });

  describe('GET /search and /featured', () => {
    it('finds by title, author or description, in any case, with wildcards taken literally', async () => {
      const byTitle = (await call(ctx.app, 'GET', '/api/podcast/search?q=wire%20DESK', tokens.viewer)).json<Podcast[]>();
      expect(byTitle.map((podcast) => podcast.title)).toEqual(['The Wire Desk']);
      const byAuthor = (await call(ctx.app, 'GET', `/api/podcast/search?q=${encodeURIComponent('okafor')}`, tokens.viewer)).json<
        Podcast[]
      >();
      expect(byAuthor.map((podcast) => podcast.title)).toEqual(['Long Read Weekly']);
      const byDescription = (await call(ctx.app, 'GET', '/api/podcast/search?q=overnight', tokens.viewer)).json<Podcast[]>();
      expect(byDescription.map((podcast) => podcast.title)).toEqual(['Morning Briefing']);
      expect((await call(ctx.app, 'GET', '/api/podcast/search?q=%25', tokens.viewer)).json()).toEqual([]);
    });

    it('answers 400 without q', async () => {
      const response = await call(ctx.app, 'GET', '/api/podcast/search', tokens.viewer);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Search text q is required');
    });

    it('lists only featured podcasts', async () => {
      const response = await call(ctx.app, 'GET', '/api/podcast/featured', tokens.viewer);
      expect(response.statusCode).toBe(200);
      const list = response.json<Podcast[]>();
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.every((podcast) => podcast.featured)).toBe(true);
      expect(list.map((podcast) => podcast.title)).toEqual(expect.arrayContaining(['Morning Briefing', 'Signals and Noise']));
    });
  });
});
