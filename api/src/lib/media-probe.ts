import fsp from 'node:fs/promises';

import type { AudioFormat } from '@mediawatch/shared/schemas';
import { fileTypeFromFile } from 'file-type';
import { imageSize } from 'image-size';
import { parseFile } from 'music-metadata';

// ----------------------------------------------------------------------
// What an uploaded file is, read from its content (never from its name or the
// Content-Type a client claims): file-type says what the bytes are,
// music-metadata reads the audio's length (and fails on a file that does not
// parse), image-size measures a cover (docs/decisions/0005-podcast-fields.md).

export interface DetectedFormat<F extends string = string> {
  format: F;
  contentType: string;
  /** File extension used when the file is stored. */
  extension: string;
}

export interface ProbedAudio extends DetectedFormat<AudioFormat> {
  /** Whole seconds. */
  durationSeconds: number;
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

const detected = <F extends string>(format: F, extension: string): DetectedFormat<F> => ({
  format,
  extension,
  contentType: MEDIA_CONTENT_TYPES[extension]!,
});

/** file-type's extensions that are one of our audio formats. An `mp4` counts when it holds no video. */
const AUDIO_TYPES: Readonly<Record<string, AudioFormat>> = {
  mp3: 'mp3',
  wav: 'wav',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  flac: 'flac',
  m4a: 'm4a',
  m4b: 'm4a',
  mp4: 'm4a',
  aac: 'aac',
};

/**
 * The audio format and length of a file, or null when it is none of mp3,
 * wav, ogg, m4a, aac (ADTS) or flac, or does not parse to a length: a WAV
 * whose data chunk runs past the file's end, a FLAC with no audio after its
 * metadata, an MP4 with a video track are refused too.
 */
export async function probeAudio(file: string): Promise<ProbedAudio | null> {
  const type = await fileTypeFromFile(file);
  const format = type ? AUDIO_TYPES[type.ext] : undefined;
  if (!format) return null;
  const audio = await parseFile(file, { duration: true, skipCovers: true }).catch(() => null);
  if (!audio) return null;
  const { duration, hasVideo, bitrate } = audio.format;
  if (hasVideo || duration === undefined || !(duration > 0) || !Number.isFinite(duration)) return null;
  // music-metadata reads a cut WAV to its end and says so only in this warning.
  if (audio.quality.warnings.some((warning) => warning.message === 'data chunk length exceeding file length')) return null;
  // Its FLAC bitrate is the bytes after the metadata blocks over the length STREAMINFO declares.
  if (format === 'flac' && !(bitrate && bitrate > 0)) return null;
  return { ...detected(format, format), durationSeconds: Math.round(duration) };
}

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

const IMAGE_TYPES: Readonly<Record<string, ImageFormat>> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

/** The largest cover side accepted. */
export const IMAGE_SIDE_MAX = 10_000;

/**
 * The format of a cover, or null unless it is png, jpeg, webp or gif (SVG is
 * refused: it can carry scripts), image-size reads its dimensions (1..10,000
 * px a side), and the file ends where its format says it must.
 */
export async function probeImage(file: string): Promise<DetectedFormat<ImageFormat> | null> {
  const type = await fileTypeFromFile(file);
  const format = type ? IMAGE_TYPES[type.ext] : undefined;
  if (!format || !type) return null;
  // Covers are 5 MiB at most.
  const bytes = await fsp.readFile(file);
  let dimensions: { width?: number; height?: number; type?: string };
  try {
    dimensions = imageSize(bytes);
  } catch {
    return null;
  }
  const { width = 0, height = 0 } = dimensions;
  if (width < 1 || height < 1 || width > IMAGE_SIDE_MAX || height > IMAGE_SIDE_MAX || dimensions.type !== type.ext) return null;
  const ends = (marker: number[]) => marker.every((byte, i) => bytes[bytes.length - marker.length + i] === byte);
  const complete = {
    png: () => ends([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
    jpeg: () => ends([0xff, 0xd9]),
    gif: () => ends([0x3b]),
    webp: () => bytes.readUInt32LE(4) + 8 === bytes.length + (bytes.length % 2),
  }[format];
  return complete() ? detected(format, type.ext) : null;
}
