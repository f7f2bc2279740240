import { Mp3Encoder } from '@breezystack/lamejs';

// ----------------------------------------------------------------------
// The demo podcasts' audio, made by the project itself: a short melody over a
// soft drone, synthesized as 16-bit mono PCM, written as WAV or encoded to MP3
// with lamejs (pure JavaScript, no native encoder to install).

export interface ToneSpec {
  /** Length in seconds. */
  seconds: number;
  sampleRate: number;
  /** Root frequency of the melody, Hz. */
  root: number;
  /** Semitone steps of the melody, played in a loop. */
  steps: readonly number[];
  /** Seconds per note. */
  noteSeconds: number;
}

/** 16-bit mono PCM of a gentle arpeggio with fades at both ends (deterministic). */
export function synthesize(spec: ToneSpec): Int16Array {
  const { seconds, sampleRate, root, steps, noteSeconds } = spec;
  const total = Math.round(seconds * sampleRate);
  const pcm = new Int16Array(total);
  const noteLength = Math.round(noteSeconds * sampleRate);
  const fade = Math.min(sampleRate, Math.floor(total / 4));
  let phase = 0;
  for (let i = 0; i < total; i += 1) {
    const note = Math.floor(i / noteLength);
    const step = steps[note % steps.length] ?? 0;
    const frequency = root * 2 ** (step / 12);
    phase += (2 * Math.PI * frequency) / sampleRate;
    const inNote = (i % noteLength) / noteLength;
    const envelope = Math.min(1, inNote * 20) * (1 - inNote) ** 1.5;
    const drone = 0.25 * Math.sin((2 * Math.PI * (root / 2) * i) / sampleRate);
    const edge = Math.min(1, i / fade, (total - i) / fade);
    const sample = (0.55 * envelope * Math.sin(phase) + drone) * edge;
    pcm[i] = Math.round(Math.max(-1, Math.min(1, sample)) * 0.6 * 32767);
  }
  return pcm;
}

/** A canonical 44-byte-header PCM WAV file. */
export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  const dataBytes = pcm.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  Buffer.from(pcm.buffer, pcm.byteOffset, dataBytes).copy(out, 44);
  return out;
}

/** An MP3 file (mono, constant bitrate) of `pcm`. */
export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  const block = 1152 * 16;
  for (let i = 0; i < pcm.length; i += block) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + block)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square SVG cover: a two-colour gradient, rings, the initials and the title. */
export function coverSvg(title: string, from: string, to: string): string {
  const initials = title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="320" cy="80" r="120" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="18"/>
<circle cx="320" cy="80" r="60" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="12"/>
<text x="40" y="250" font-family="Helvetica, Arial, sans-serif" font-size="140" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
<text x="40" y="330" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#fff" fill-opacity="0.9">${escapeXml(title)}</text>
</svg>
`;
}
