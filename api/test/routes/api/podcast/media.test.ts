import fs from 'node:fs';
import path from 'node:path';

import { DEMO, bearer, login } from '../../../helpers/auth';
import { createTestDatabase } from '../../../helpers/test-database';
import { buildTestApp, makeTempDir, useTestApp } from '../../../helpers/test-app';
import { MEDIA_CONTENT_TYPES } from '../../../../src/lib/media-probe';
import { AUDIO_SAMPLES, SAMPLES, VIDEO_MP4, multipartBody, upload } from './helpers';

function storedFiles(dataDir: string): string[] {
  return fs.readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.startsWith('demo-'));
}

describe('/api/podcast/media', () => {
  const ctx = useTestApp();
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    viewer = await login(ctx.app, DEMO.viewer);
  });

  describe('POST (upload)', () => {
    it.each(AUDIO_SAMPLES.map((sample) => [sample.file, sample] as const))(
      'stores %s, named by the server, with its length, and serves it back byte for byte',
      async (file, { format, content, seconds }) => {
        const response = await upload(ctx.app, admin, content, `my ${file}`, 'application/octet-stream');
        expect(response.statusCode).toBe(201);
        const body = response.json();
        const contentType = MEDIA_CONTENT_TYPES[format];
        expect(body).toMatchObject({ kind: 'audio', format, contentType, size: content.length, durationSeconds: seconds });
        expect(body.url).toMatch(new RegExp(`^/api/podcast/media/[0-9a-f-]{36}\\.${format}$`));
        const served = await ctx.app.inject({ method: 'GET', url: body.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(contentType);
        expect(served.rawPayload.equals(content)).toBe(true);
      },
    );

    it('reads the length of a wav file', async () => {
      const demo = fs.readFileSync(path.join(ctx.dataDir, 'uploads', 'demo-the-wire-desk.wav'));
      const response = await upload(ctx.app, admin, demo, 'desk.wav', 'audio/wav');
      expect(response.json().durationSeconds).toBe(25);
    });

    const cut = (content: Buffer, bytes: number) => content.subarray(0, bytes);
    it.each([
      ['text named .mp3 and sent as audio/mpeg', Buffer.from('I am not an mp3 at all, just text.'), 'fake.mp3', 'audio/mpeg'],
      ['a png named .wav', SAMPLES.png, 'cover.wav', 'audio/wav'],
      ['an empty file', Buffer.alloc(0), 'empty.mp3', 'audio/mpeg'],
      ['a wav cut short of its data chunk', cut(SAMPLES.wav, 5000), 'cut.wav', 'audio/wav'],
      ['an m4a cut before its end', cut(SAMPLES.m4a, 2000), 'cut.m4a', 'audio/mp4'],
      ['an ogg cut after its first pages', cut(SAMPLES.ogg, 1600), 'cut.ogg', 'audio/ogg'],
      ['a flac cut after its metadata', cut(SAMPLES.flac, 60), 'cut.flac', 'audio/flac'],
      ['an mp3 cut inside its first frame', cut(SAMPLES.mp3, 60), 'cut.mp3', 'audio/mpeg'],
      ['a video in an MP4', VIDEO_MP4, 'video.m4a', 'audio/mp4'],
    ])('refuses %s with 415 and keeps nothing', async (_label, content, filename, contentType) => {
      const before = storedFiles(ctx.dataDir);
      const response = await upload(ctx.app, admin, content, filename, contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'The file is not a supported audio file (mp3, wav, ogg, m4a, aac, flac); its content was checked, not its name',
      });
      expect(storedFiles(ctx.dataDir)).toEqual(before);
    });

    it('stores a cover image and refuses audio sent as a cover', async () => {
      const cover = await upload(ctx.app, admin, SAMPLES.png, 'cover.png', 'image/png', 'cover');
      expect(cover.statusCode).toBe(201);
      expect(cover.json()).toMatchObject({ kind: 'cover', format: 'png', contentType: 'image/png' });
      const wrong = await upload(ctx.app, admin, SAMPLES.mp3, 'cover.png', 'image/png', 'cover');
      expect(wrong.statusCode).toBe(415);
      expect(wrong.json().message).toContain('not a supported cover image');
    });

    it('refuses a file over the size limit with 413 and keeps nothing', async () => {
      const before = storedFiles(ctx.dataDir);
      const big = Buffer.concat([SAMPLES.png, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await upload(ctx.app, admin, big, 'big.png', 'image/png', 'cover');
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The cover image is larger than 5 MiB');
      expect(storedFiles(ctx.dataDir)).toEqual(before);
      expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads')).some((name) => name.startsWith('.upload-'))).toBe(false);
    });

    it('refuses a viewer (403), a guest (401) and a request without a file', async () => {
      expect((await upload(ctx.app, viewer, SAMPLES.wav, 'a.wav', 'audio/wav')).statusCode).toBe(403);
      const { payload, headers } = multipartBody(SAMPLES.wav, 'a.wav', 'audio/wav');
      const guest = await ctx.app.inject({ method: 'POST', url: '/api/podcast/media', payload, headers });
      expect(guest.statusCode).toBe(401);
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/podcast/media',
        payload: { file: 'x' },
        headers: bearer(admin),
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('Send the file as multipart/form-data in a field named file');
    });
  });

  describe('GET (streaming)', () => {
    const url = '/api/podcast/media/demo-morning-briefing.wav';
    let size: number;

    beforeAll(() => {
      size = fs.statSync(path.join(ctx.dataDir, 'uploads', 'demo-morning-briefing.wav')).size;
    });

    it('answers the whole file with Accept-Ranges, without a token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(Number(response.headers['content-length'])).toBe(size);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, -1],
      ['bytes=-500', -500, -1],
      ['bytes=100-99999999999', 100, -1],
    ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
      const whole = fs.readFileSync(path.join(ctx.dataDir, 'uploads', 'demo-morning-briefing.wav'));
      const first = start < 0 ? size + start : start;
      const last = end < 0 ? size - 1 : end;
      const response = await ctx.app.inject({ method: 'GET', url, headers: { range } });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${first}-${last}/${size}`);
      expect(Number(response.headers['content-length'])).toBe(last - first + 1);
      expect(response.rawPayload.equals(whole.subarray(first, last + 1))).toBe(true);
    });

    it('answers a matching If-None-Match or If-Modified-Since with 304 and no body', async () => {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const byTag = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.rawPayload).toHaveLength(0);
      const byDate = await ctx.app.inject({ method: 'GET', url, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
      expect(byDate.statusCode).toBe(304);
      const other = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"another-version"' } });
      expect(other.statusCode).toBe(200);
      expect(Number(other.headers['content-length'])).toBe(size);
    });

    it('honours If-Range: the range for the current validator, the whole file for a stale one', async () => {
      const { etag } = (await ctx.app.inject({ method: 'GET', url })).headers;
      const fresh = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': String(etag) } });
      expect(fresh.statusCode).toBe(206);
      expect(fresh.rawPayload).toHaveLength(10);
      for (const stale of ['W/"an-older-version"', new Date(Date.now() - 86_400_000 * 400).toUTCString()]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': stale } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-range']).toBeUndefined();
        expect(response.rawPayload).toHaveLength(size);
      }
    });

    it('answers 416 for a range past the end', async () => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
      expect(response.json()).toMatchObject({ statusCode: 416, error: 'Range Not Satisfiable' });
    });

    it.each(['nothing-here.mp3', '..%2F..%2Fjwt-secret', 'demo-morning-briefing.exe'])('answers 404 for %s', async (name) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/podcast/media/${name}` });
      expect(response.statusCode).toBe(404);
    });
  });

  it('deletes an uploaded file with the last podcast that used it', async () => {
    const audioUrl = (await upload(ctx.app, admin, SAMPLES.ogg, 'a.ogg', 'audio/ogg')).json().url as string;
    const add = (title: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/podcast/add', headers: bearer(admin), payload: { title, author: 'A', audioUrl } });
    const first = (await add('One')).json()._id as string;
    const second = (await add('Two')).json()._id as string;
    await ctx.app.inject({ method: 'DELETE', url: `/api/podcast/delete/${first}`, headers: bearer(admin) });
    expect((await ctx.app.inject({ method: 'GET', url: audioUrl })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/podcast/delete/${second}`, headers: bearer(admin) });
    expect((await ctx.app.inject({ method: 'GET', url: audioUrl })).statusCode).toBe(404);
  });
});

describe('unused uploads', () => {
  it('are deleted at start once older than a day, unless a podcast uses them', async () => {
    const dataDir = makeTempDir();
    const uploads = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploads);
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const write = (name: string, age: Date) => {
      fs.writeFileSync(path.join(uploads, name), SAMPLES.ogg);
      fs.utimesSync(path.join(uploads, name), age, age);
    };
    const db = await createTestDatabase();
    try {
      const first = await buildTestApp(db, { dataDir });
      const token = await login(first, DEMO.admin);
      const used = (await upload(first, token, SAMPLES.ogg, 'used.ogg', 'audio/ogg')).json().url as string;
      await first.inject({
        method: 'POST',
        url: '/api/podcast/add',
        headers: bearer(token),
        payload: { title: 'Keeps its file', author: 'A', audioUrl: used },
      });
      await first.close();

      const usedName = used.split('/').pop()!;
      fs.utimesSync(path.join(uploads, usedName), old, old);
      write('11111111-1111-4111-8111-111111111111.ogg', old);
      write('22222222-2222-4222-8222-222222222222.ogg', new Date());
      write('.upload-33333333-3333-4333-8333-333333333333', old);

      const second = await buildTestApp(db, { dataDir });
      await second.close();
      expect(
        fs
          .readdirSync(uploads)
          .filter((name) => !name.startsWith('demo-'))
          .sort(),
      ).toEqual(['22222222-2222-4222-8222-222222222222.ogg', usedName].sort());
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
