import { imageSize } from 'image-size';

// ----------------------------------------------------------------------
// An upload is kept only when its structure parses (issue 14, point 5), not
// because its first bytes look right: the audio formats are walked (RIFF
// chunks, MPEG and ADTS frames, Ogg pages, FLAC metadata blocks, MP4 boxes)
// and the images measured (image-size) and checked to their end marker.
// `bytes` is the file's beginning (VERIFY_BYTES at most), `size` its length.

/** How much of a file the verifiers read. */
export const VERIFY_BYTES = 1024 * 1024;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** RIFF/WAVE: a `fmt ` chunk with a plausible format, then a `data` chunk inside the file. */
function wav(bytes: Uint8Array, size: number): boolean {
  const data = view(bytes);
  if (bytes.length < 12 || data.getUint32(4, true) + 8 > size + 1) return false;
  let offset = 12;
  let format = false;
  while (offset + 8 <= bytes.length) {
    const length = data.getUint32(offset + 4, true);
    if (ascii(bytes, offset, 'fmt ')) {
      if (length < 16 || offset + 24 > bytes.length) return false;
      const channels = data.getUint16(offset + 10, true);
      const rate = data.getUint32(offset + 12, true);
      const bits = data.getUint16(offset + 22, true);
      format = channels >= 1 && channels <= 16 && rate >= 1000 && rate <= 768_000 && bits >= 4 && bits <= 64;
      if (!format) return false;
    }
    if (ascii(bytes, offset, 'data')) return format && offset + 8 + Math.min(length, 1) <= size && length > 0;
    offset += 8 + length + (length % 2);
  }
  return false;
}

const MPEG_BITRATES: Record<string, number[]> = {
  // kbit/s by index, for MPEG-1 layer III and MPEG-2/2.5 layer III.
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MPEG_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The length of the MPEG layer III frame at `at`, or 0 when there is none. */
function mpegFrame(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return 0;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  const padding = (bytes[at + 2]! >> 1) & 1;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const bitrate = (version === 3 ? MPEG_BITRATES.v1! : MPEG_BITRATES.v2!)[bitrateIndex]! * 1000;
  const rate = MPEG_RATES[version]![rateIndex]!;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate) / rate) + padding;
}

/** Consecutive frames from `start`: at least `needed`, or every frame up to the end of a short file. */
function frames(bytes: Uint8Array, size: number, start: number, frameAt: (at: number) => number, needed = 3): boolean {
  let at = start;
  let count = 0;
  while (count < needed) {
    const length = frameAt(at);
    if (length <= 0) return false;
    count += 1;
    at += length;
    if (at >= size || at >= bytes.length) return at <= size + 1 && count >= 1;
  }
  return true;
}

/** MP3: an optional ID3v2 tag, then consecutive MPEG layer III frames. */
function mp3(bytes: Uint8Array, size: number): boolean {
  let start = 0;
  if (ascii(bytes, 0, 'ID3')) {
    if (bytes.length < 10) return false;
    const tag = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    start = 10 + tag + (bytes[5]! & 0x10 ? 10 : 0);
    // Some encoders pad after the tag.
    while (start < bytes.length && bytes[start] === 0) start += 1;
  }
  return frames(bytes, size, start, (at) => mpegFrame(bytes, at));
}

/** AAC in ADTS: consecutive frames, each giving its own length. */
function aac(bytes: Uint8Array, size: number): boolean {
  return frames(bytes, size, 0, (at) => {
    if (at + 7 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xf6) !== 0xf0) return 0;
    const length = ((bytes[at + 3]! & 0x03) << 11) | (bytes[at + 4]! << 3) | (bytes[at + 5]! >> 5);
    return length >= 7 ? length : 0;
  });
}

/** Ogg: pages that follow each other, the first opening a Vorbis, Opus or FLAC stream. */
function ogg(bytes: Uint8Array, size: number): boolean {
  let at = 0;
  let pages = 0;
  while (at < Math.min(size, bytes.length)) {
    if (!ascii(bytes, at, 'OggS') || bytes[at + 4] !== 0 || at + 27 > bytes.length) return false;
    const segments = bytes[at + 26]!;
    if (at + 27 + segments > bytes.length) return false;
    let body = 0;
    for (let i = 0; i < segments; i += 1) body += bytes[at + 27 + i]!;
    if (pages === 0) {
      const packet = at + 27 + segments;
      const codec = ascii(bytes, packet, '\x01vorbis') || ascii(bytes, packet, 'OpusHead') || ascii(bytes, packet, '\x7fFLAC');
      if (!(bytes[at + 5]! & 0x02) || !codec) return false;
    }
    pages += 1;
    at += 27 + segments + body;
  }
  return pages > 0 && at <= size;
}

/** FLAC: STREAMINFO first, metadata blocks up to the last one, then a frame sync code. */
function flac(bytes: Uint8Array, size: number): boolean {
  if (!ascii(bytes, 0, 'fLaC') || bytes.length < 8 || (bytes[4]! & 0x7f) !== 0) return false;
  let at = 4;
  for (;;) {
    if (at + 4 > bytes.length) return false;
    const last = bytes[at]! & 0x80;
    const type = bytes[at]! & 0x7f;
    const length = (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (type === 127 || (at === 4 && length !== 34)) return false;
    at += 4 + length;
    if (last) break;
  }
  return at + 2 <= Math.min(size, bytes.length) && bytes[at] === 0xff && (bytes[at + 1]! & 0xfe) === 0xf8;
}

/** MP4 audio: top-level boxes that tile the file, `ftyp` first, with `moov` and `mdat`. */
function m4a(bytes: Uint8Array, size: number): boolean {
  const data = view(bytes);
  const seen = new Set<string>();
  let at = 0;
  while (at < size) {
    if (at + 8 > bytes.length) break;
    let length = data.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[\x20-\x7e]{4}$/.test(type) || (at === 0 && type !== 'ftyp')) return false;
    if (length === 1) {
      if (at + 16 > bytes.length) return false;
      length = Number(data.getBigUint64(at + 8));
    } else if (length === 0) {
      length = size - at;
    }
    if (length < 8 || at + length > size) return false;
    seen.add(type);
    at += length;
  }
  return seen.has('moov') && seen.has('mdat');
}

const AUDIO_VERIFIERS: Record<string, (bytes: Uint8Array, size: number) => boolean> = { wav, mp3, aac, ogg, flac, m4a };

/** Whether an audio file of `format` parses (see above). */
export function verifyAudio(format: string, bytes: Uint8Array, size: number): boolean {
  return AUDIO_VERIFIERS[format]?.(bytes, size) ?? false;
}

/** The largest cover side accepted. */
export const IMAGE_SIDE_MAX = 10_000;

/**
 * Whether a cover of `format` parses: image-size reads its dimensions (within
 * 1..10,000 px a side), and the file ends where its format says it must.
 * `tail` is the file's last bytes.
 */
export function verifyImage(format: string, bytes: Uint8Array, tail: Uint8Array, size: number): boolean {
  let dimensions: { width?: number; height?: number; type?: string };
  try {
    dimensions = imageSize(bytes);
  } catch {
    return false;
  }
  const { width = 0, height = 0, type } = dimensions;
  if (width < 1 || height < 1 || width > IMAGE_SIDE_MAX || height > IMAGE_SIDE_MAX) return false;
  if ((format === 'jpeg' ? 'jpg' : format) !== type) return false;
  const end = (text: number[]) => text.every((byte, i) => tail[tail.length - text.length + i] === byte);
  switch (format) {
    case 'png':
      return end([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    case 'jpeg':
      return end([0xff, 0xd9]);
    case 'gif':
      return end([0x3b]);
    case 'webp':
      return view(bytes).getUint32(4, true) + 8 === size + (size % 2);
    default:
      return false;
  }
}
