import type { AudioFormat } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// What a file is, read from its first bytes (never from its name or the
// Content-Type a client claims): docs/spec.md §5's audio formats, and the
// image formats a cover may have.

export interface SniffedFormat<F extends string = string> {
  format: F;
  contentType: string;
  /** File extension used when the file is stored. */
  extension: string;
}

/** How many leading bytes the sniffers need. */
export const SNIFF_BYTES = 64;

function ascii(bytes: Uint8Array, start: number, text: string): boolean {
  if (bytes.length < start + text.length) return false;
  for (let i = 0; i < text.length; i += 1) if (bytes[start + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** ISO-BMFF brands of audio files (M4A/M4B from iTunes, the generic MP4 ones ffmpeg writes for .m4a). */
const M4A_BRANDS = ['M4A ', 'M4B ', 'M4P ', 'mp42', 'mp41', 'isom', 'iso2', 'dash'];

/**
 * The audio format of a file from its first bytes, or null when it is none
 * of mp3, wav, ogg, m4a, aac (ADTS) or flac.
 */
export function sniffAudio(bytes: Uint8Array): SniffedFormat<AudioFormat> | null {
  if (ascii(bytes, 0, 'ID3')) return { format: 'mp3', contentType: 'audio/mpeg', extension: 'mp3' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { format: 'wav', contentType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, 'OggS')) return { format: 'ogg', contentType: 'audio/ogg', extension: 'ogg' };
  if (ascii(bytes, 0, 'fLaC')) return { format: 'flac', contentType: 'audio/flac', extension: 'flac' };
  if (ascii(bytes, 4, 'ftyp') && M4A_BRANDS.some((brand) => ascii(bytes, 8, brand))) {
    return { format: 'm4a', contentType: 'audio/mp4', extension: 'm4a' };
  }
  const [b0, b1 = 0, b2 = 0] = bytes;
  if (b0 === 0xff && bytes.length >= 3) {
    // ADTS (AAC): 12 sync bits, then MPEG version, layer 00.
    if ((b1 & 0xf6) === 0xf0) return { format: 'aac', contentType: 'audio/aac', extension: 'aac' };
    // MPEG audio frame: 11 sync bits, a valid version, layer III, a valid bitrate and sample rate.
    const version = (b1 >> 3) & 0x03;
    const layer = (b1 >> 1) & 0x03;
    const bitrate = b2 >> 4;
    const sampleRate = (b2 >> 2) & 0x03;
    if ((b1 & 0xe0) === 0xe0 && version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && sampleRate !== 3) {
      return { format: 'mp3', contentType: 'audio/mpeg', extension: 'mp3' };
    }
  }
  return null;
}

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** The image format of a cover from its first bytes, or null. SVG is refused: it can carry scripts. */
export function sniffImage(bytes: Uint8Array): SniffedFormat<ImageFormat> | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return { format: 'png', contentType: 'image/png', extension: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { format: 'webp', contentType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { format: 'gif', contentType: 'image/gif', extension: 'gif' };
  return null;
}

/** Content type of a stored media file, from the extension the server gave it. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  // Only the covers the server generates itself (demo podcasts); uploads can't be SVG.
  svg: 'image/svg+xml',
};

/** Length in whole seconds of a PCM WAV file (from its fmt and data chunks), or null when unreadable. */
export function wavDurationSeconds(bytes: Uint8Array): number | null {
  if (!(ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE'))) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= bytes.length) {
    const size = view.getUint32(offset + 4, true);
    if (ascii(bytes, offset, 'fmt ') && offset + 16 <= bytes.length) byteRate = view.getUint32(offset + 16, true);
    if (ascii(bytes, offset, 'data')) return byteRate > 0 ? Math.round(size / byteRate) : null;
    offset += 8 + size + (size % 2);
  }
  return null;
}
