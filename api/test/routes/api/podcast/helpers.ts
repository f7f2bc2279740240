import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body with one file in the field `field`. */
export function multipartBody(content: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----mediawatch${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  app: FastifyInstance,
  token: string,
  content: Buffer,
  filename: string,
  contentType: string,
  kind: 'audio' | 'cover' = 'audio',
) {
  const { payload, headers } = multipartBody(content, filename, contentType);
  return app.inject({
    method: 'POST',
    url: `/api/podcast/media?kind=${kind}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

// ----------------------------------------------------------------------
// Real files of each accepted format, a few seconds of a tone made by ffmpeg
// (test/fixtures/audio/README.md), and the length each one has.

const AUDIO_FIXTURES = path.join(__dirname, '..', '..', '..', 'fixtures', 'audio');
const fixture = (name: string) => fs.readFileSync(path.join(AUDIO_FIXTURES, name));

/** Format, file, length in whole seconds. */
export const AUDIO_SAMPLES = [
  ['mp3', 'tone-3s.mp3', 3],
  ['wav', 'tone-2s.wav', 2],
  ['ogg', 'tone-4s.ogg', 4],
  ['ogg', 'tone-2s-opus.ogg', 2],
  ['m4a', 'tone-5s.m4a', 5],
  ['m4a', 'tone-2s-isom.m4a', 2],
  ['aac', 'tone-6s.aac', 6],
  ['flac', 'tone-1s.flac', 1],
].map(([format, file, seconds]) => ({
  format: format as string,
  file: file as string,
  seconds: seconds as number,
  content: fixture(file as string),
}));

/** An MP4 with a video track over the tone: not an audio upload. */
export const VIDEO_MP4 = fixture('video-1s.mp4');

const sample = (file: string) => AUDIO_SAMPLES.find((candidate) => candidate.file === file)!.content;

export const SAMPLES = {
  mp3: sample('tone-3s.mp3'),
  wav: sample('tone-2s.wav'),
  ogg: sample('tone-4s.ogg'),
  m4a: sample('tone-5s.m4a'),
  aac: sample('tone-6s.aac'),
  flac: sample('tone-1s.flac'),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
} as const;
