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

/** The smallest files each sniffer recognizes (their first bytes are what counts). */
export const SAMPLES = {
  mp3Id3: Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64)]),
  mp3Frame: Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(64)]),
  wav: Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1'), Buffer.alloc(64)]),
  ogg: Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(64)]),
  m4a: Buffer.concat([Buffer.from('\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00', 'latin1'), Buffer.alloc(64)]),
  aac: Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.alloc(64)]),
  flac: Buffer.concat([Buffer.from('fLaC\x00\x00\x00\x22', 'latin1'), Buffer.alloc(64)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
} as const;
