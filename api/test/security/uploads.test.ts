import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { SWEEP_INTERVAL_MS, UNUSED_UPLOAD_TTL_MS } from '../../src/plugins/app/podcasts/podcasts-media';
import { DEMO, bearer, login } from '../helpers/auth';
import { buildTestApp, makeTempDir, useTestApp } from '../helpers/test-app';
import { SAMPLES, upload } from '../routes/api/podcast/helpers';

// docs/decisions/0011-hardening.md, "Uploads": uploads verified by parsing, per-user and total quotas
// (413 and 507), and unused uploads gone within the hour.

const ctx = useTestApp();
const apps: FastifyInstance[] = [];
const dirs: string[] = [];

async function appWith(uploadQuota: { perUserBytes: number; totalBytes: number }) {
  const dataDir = makeTempDir();
  dirs.push(dataDir);
  await ctx.db.query('DELETE FROM podcast_uploads');
  const app = await buildTestApp(ctx.db, { dataDir, uploadQuota });
  apps.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const WAV = SAMPLES.wav.length;

describe('upload verification', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
  });

  it.each([
    ['a WAV header over zeros', Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1'), Buffer.alloc(64)]), 'a.wav', 'audio'],
    [
      'an ID3 tag with no MPEG frame',
      Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64)]),
      'a.mp3',
      'audio',
    ],
    [
      'one MPEG frame header over text',
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from('<script>alert(1)</script>'.repeat(40))]),
      'a.mp3',
      'audio',
    ],
    ['an Ogg page of no known codec', Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(64)]), 'a.ogg', 'audio'],
    ['an MP4 with no moov', Buffer.from('\x00\x00\x00\x14ftypM4A \x00\x00\x00\x00M4A ', 'latin1'), 'a.m4a', 'audio'],
    ['a PNG signature over zeros', Buffer.concat([SAMPLES.png.subarray(0, 8), Buffer.alloc(64)]), 'a.png', 'cover'],
    ['a PNG cut before its end', SAMPLES.png.subarray(0, SAMPLES.png.length - 12), 'a.png', 'cover'],
  ] as const)('refuses %s with 415 and keeps nothing', async (_case, content, name, kind) => {
    const before = fs.readdirSync(path.join(ctx.dataDir, 'uploads')).length;
    const response = await upload(ctx.app, admin, content, name, 'application/octet-stream', kind);
    expect(response.statusCode).toBe(415);
    expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads'))).toHaveLength(before);
  });

  it.each(Object.entries(SAMPLES).filter(([name]) => name !== 'png'))('accepts a real %s', async (_name, content) => {
    expect((await upload(ctx.app, admin, content, 'file', 'application/octet-stream')).statusCode).toBe(201);
  });
});

describe('upload quotas', () => {
  it('stops one user at their quota with a 413, while another user still uploads', async () => {
    const app = await appWith({ perUserBytes: WAV * 2 + 10, totalBytes: 1e9 });
    const analyst = await login(app, DEMO.analyst);
    const admin = await login(app, DEMO.admin);
    expect((await upload(app, analyst, SAMPLES.wav, 'a.wav', 'audio/wav')).statusCode).toBe(201);
    expect((await upload(app, analyst, SAMPLES.wav, 'b.wav', 'audio/wav')).statusCode).toBe(201);
    const over = await upload(app, analyst, SAMPLES.wav, 'c.wav', 'audio/wav');
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/^Your uploads have reached your quota of/);
    expect((await upload(app, admin, SAMPLES.wav, 'd.wav', 'audio/wav')).statusCode).toBe(201);
  });

  it('answers 507 when the server-wide quota is full', async () => {
    const app = await appWith({ perUserBytes: 1e9, totalBytes: WAV * 2 + 10 });
    const analyst = await login(app, DEMO.analyst);
    const admin = await login(app, DEMO.admin);
    expect((await upload(app, analyst, SAMPLES.wav, 'a.wav', 'audio/wav')).statusCode).toBe(201);
    expect((await upload(app, admin, SAMPLES.wav, 'b.wav', 'audio/wav')).statusCode).toBe(201);
    const full = await upload(app, admin, SAMPLES.wav, 'c.wav', 'audio/wav');
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({
      statusCode: 507,
      error: 'Insufficient Storage',
      message: 'The server has no room left for uploads; ask an administrator',
    });
  });

  it('holds under concurrent uploads: no more than the room is stored', async () => {
    const app = await appWith({ perUserBytes: WAV * 2 + 10, totalBytes: 1e9 });
    const analyst = await login(app, DEMO.analyst);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(app, analyst, SAMPLES.wav, `${i}.wav`, 'audio/wav')));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 413)).toHaveLength(4);
  });
});

describe('unused uploads', () => {
  it('are deleted within the hour, with their quota, unless a podcast uses them', async () => {
    expect(UNUSED_UPLOAD_TTL_MS + SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60 * 60 * 1000);
    const app = await appWith({ perUserBytes: 1e9, totalBytes: 1e9 });
    const analyst = await login(app, DEMO.analyst);
    const unused = (await upload(app, analyst, SAMPLES.wav, 'a.wav', 'audio/wav')).json().url as string;
    const used = (await upload(app, analyst, SAMPLES.ogg, 'b.ogg', 'audio/ogg')).json().url as string;
    await app.inject({
      method: 'POST',
      url: '/api/podcast/add',
      headers: bearer(analyst),
      payload: { title: 'Kept', author: 'A', audioUrl: used },
    });
    const uploads = path.join(app.config.dataDir, 'uploads');
    const old = new Date(Date.now() - UNUSED_UPLOAD_TTL_MS - 1000);
    for (const url of [unused, used]) fs.utimesSync(path.join(uploads, url.split('/').pop()!), old, old);

    await app.sweepUploads();

    expect(fs.existsSync(path.join(uploads, unused.split('/').pop()!))).toBe(false);
    expect(fs.existsSync(path.join(uploads, used.split('/').pop()!))).toBe(true);
    const { rows } = await ctx.db.query<{ name: string }>('SELECT name FROM podcast_uploads');
    expect(rows.map((row) => row.name)).toEqual([used.split('/').pop()]);
  });
});
