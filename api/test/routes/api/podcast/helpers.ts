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
// The smallest files that parse as their format (uploads are verified by
// their structure, not their first bytes).

function wav(): Buffer {
  const data = Buffer.alloc(1600);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Three MPEG-1 layer III frames, 128 kbit/s at 44.1 kHz (417 bytes each). */
const mpegFrames = () => Buffer.concat([0, 1, 2].map(() => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])));

function adts(): Buffer {
  const length = 32;
  const frame = Buffer.concat([
    Buffer.from([0xff, 0xf1, 0x50, 0x80 | ((length >> 11) & 3), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]),
    Buffer.alloc(length - 7),
  ]);
  return Buffer.concat([frame, frame, frame]);
}

function ogg(): Buffer {
  const packet = Buffer.concat([Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(23)]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = 0x02; // first page of the stream
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([packet.length]), packet]);
}

function m4a(): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.from('M4A \x00\x00\x00\x00M4A ', 'latin1')),
    box('moov', Buffer.alloc(0)),
    box('mdat', Buffer.alloc(16)),
  ]);
}

const flac = () =>
  Buffer.concat([
    Buffer.from('fLaC', 'latin1'),
    Buffer.from([0x80, 0, 0, 34]),
    Buffer.alloc(34),
    Buffer.from([0xff, 0xf8, 0x69, 0x08]),
    Buffer.alloc(16),
  ]);

export const SAMPLES = {
  mp3Id3: Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), mpegFrames()]),
  mp3Frame: mpegFrames(),
  wav: wav(),
  ogg: ogg(),
  m4a: m4a(),
  aac: adts(),
  flac: flac(),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
} as const;
