import chardet from 'chardet';
import iconv from 'iconv-lite';

// ----------------------------------------------------------------------
// Bytes to text the way browsers do it (the WHATWG Encoding standard): a
// byte-order mark wins; then the NUL-byte pattern of UTF-16/32 without one
// (XML 1.0 appendix F); then the HTTP charset; then what the document says
// (XML prolog, HTML meta charset); then detection from the bytes (valid
// UTF-8, else chardet, a port of ICU's detector). A label is only believed
// when the bytes decode under it without error, so a feed labelled utf-8
// that is not falls through to detection. Labels resolve through the WHATWG
// table (TextDecoder's), so ISO-8859-1 and ASCII mean windows-1252. Last,
// UTF-8 that was decoded twice (`Ã©` for `é`) is repaired where the bytes
// can only have been that.

/** How a body was decoded. */
export interface DecodedText {
  text: string;
  /** The WHATWG name of the encoding used (`utf-8`, `windows-1252`, `utf-16le`...). */
  encoding: string;
  /** What chose it. */
  from: 'bom' | 'bytes' | 'http' | 'document' | 'detected';
  /** Double-encoded UTF-8 was repaired. */
  repaired: boolean;
}

// windows-1252 per WHATWG: Latin-1 but for 0x80-0x9F. (Node's TextDecoder
// decodes this range as C1 controls on some versions, and iconv-lite maps
// the five unassigned bytes to U+FFFD; WHATWG keeps them as U+0081...)
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const CP1252_TO_BYTE = new Map([...CP1252_HIGH].map((char, index) => [char, 0x80 + index]));

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

const utf8Fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The WHATWG name of a charset label, or null when the label names no encoding we can decode. */
export function encodingForLabel(label: string): string | null {
  const clean = label.trim().toLowerCase();
  if (/^(utf-?32|ucs-?4)(le|be)?$/.test(clean)) return clean.endsWith('be') ? 'utf-32be' : 'utf-32le';
  try {
    const name = new TextDecoder(clean).encoding;
    return name === 'replacement' || name === 'x-user-defined' ? null : name;
  } catch {
    return null;
  }
}

/** WHATWG names that iconv-lite spells otherwise. */
const ICONV_NAMES: Record<string, string> = {
  big5: 'big5hkscs',
  'euc-kr': 'cp949',
  'iso-8859-8-i': 'iso-8859-8',
  'x-mac-cyrillic': 'maccyrillic',
  ibm866: 'cp866',
};

/** Decodes `bytes` as `encoding` (a WHATWG name); null when they are not valid in it. */
function decodeStrict(bytes: Uint8Array, encoding: string): string | null {
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  if (encoding === 'utf-8') {
    try {
      return utf8Fatal.decode(bytes);
    } catch {
      return null;
    }
  }
  const name = ICONV_NAMES[encoding] ?? encoding;
  if (!iconv.encodingExists(name)) return null;
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), name, { stripBOM: false });
  return text.includes('\ufffd') ? null : text;
}

function bomOf(bytes: Uint8Array): { encoding: string; length: number } | null {
  const [a, b, c, d] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return { encoding: 'utf-32le', length: 4 };
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return { encoding: 'utf-32be', length: 4 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** UTF-16/32 without a BOM, from where the NUL bytes of the first (ASCII) characters fall. */
function nulPattern(bytes: Uint8Array): string | null {
  if (bytes.length < 4) return null;
  const [a, b, c, d] = [bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!];
  if (a === 0 && b === 0 && c === 0 && d !== 0) return 'utf-32be';
  if (a !== 0 && b === 0 && c === 0 && d === 0) return 'utf-32le';
  if (a === 0 && b !== 0 && c === 0 && d !== 0) return 'utf-16be';
  if (a !== 0 && b === 0 && c !== 0 && d === 0) return 'utf-16le';
  return null;
}

/** The charset parameter of a Content-Type header. */
export function charsetOf(contentType: string | null | undefined): string | null {
  const match = contentType ? /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType) : null;
  return match?.[1] ?? null;
}

/** The encoding the document declares: the XML prolog's, else an HTML meta charset (in the first 1024 bytes). */
function declaredInDocument(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1');
  const prolog = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  if (prolog) return prolog;
  return /<meta[^>]+charset\s*=\s*["']?([^"'\s/>;]+)/i.exec(head)?.[1] ?? null;
}

const DETECT_SAMPLE = 64 * 1024;

/**
 * Decodes a body: BOM, UTF-16/32 NUL pattern, HTTP charset, document
 * declaration, then detection; never U+FFFD for bytes that are valid in
 * one of the encodings tried (windows-1252, the last resort, maps every byte).
 */
export function decodeText(body: Uint8Array, contentType?: string | null): DecodedText {
  const finish = (text: string, encoding: string, from: DecodedText['from']): DecodedText => {
    const repaired = repairDoubleEncoding(text);
    return { text: repaired, encoding, from, repaired: repaired !== text };
  };
  const bom = bomOf(body);
  if (bom) {
    const text = decodeStrict(body.subarray(bom.length), bom.encoding);
    if (text !== null) return finish(text, bom.encoding, 'bom');
  }
  const wide = nulPattern(body);
  if (wide) {
    const text = decodeStrict(body, wide);
    if (text !== null) return finish(text, wide, 'bytes');
  }
  const labels: Array<[string | null, DecodedText['from']]> = [
    [charsetOf(contentType), 'http'],
    [declaredInDocument(body), 'document'],
  ];
  for (const [label, from] of labels) {
    const encoding = label ? encodingForLabel(label) : null;
    // A UTF-16/32 label on bytes without their NUL pattern is wrong (WHATWG reads it as UTF-8 in HTML).
    if (!encoding || encoding.startsWith('utf-16') || encoding.startsWith('utf-32')) continue;
    const text = decodeStrict(body, encoding);
    if (text !== null) return finish(text, encoding, from);
  }
  const utf8 = decodeStrict(body, 'utf-8');
  if (utf8 !== null) return finish(utf8, 'utf-8', 'detected');
  const guesses = chardet.analyse(body.subarray(0, DETECT_SAMPLE));
  for (const guess of guesses) {
    const encoding = encodingForLabel(guess.name);
    if (!encoding || guess.confidence < 10) continue;
    const text = decodeStrict(body, encoding);
    if (text !== null) return finish(text, encoding, 'detected');
  }
  return finish(decodeWindows1252(body), 'windows-1252', 'detected');
}

/** Decodes a feed or page body to text (see decodeText). */
export function decodeBody(body: Uint8Array, contentType?: string | null): string {
  return decodeText(body, contentType).text;
}

// ----------------------------------------------------------------------
// Double-encoded UTF-8: UTF-8 bytes read as windows-1252 and encoded again,
// so `é` (C3 A9) shows as `Ã©`. A run of characters that windows-1252 maps
// to bytes 0x80-0xFF is turned back into those bytes, and each complete,
// valid UTF-8 sequence among them is decoded; other characters stay. Only
// multi-byte sequences are touched, so ASCII and lone accented letters
// (`café`, `São`) never change.

const SUSPECT =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;
const HIGH_RUN =
  /[\u0080-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]{2,}/g;

function byteOf(char: string): number {
  const code = char.charCodeAt(0);
  return code >= 0xa0 && code <= 0xff ? code : (CP1252_TO_BYTE.get(char) ?? code);
}

function repairRun(run: string): string {
  const chars = [...run];
  const bytes = chars.map(byteOf);
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length > 0 && i + length <= bytes.length) {
      try {
        out += utf8Fatal.decode(Uint8Array.from(bytes.slice(i, i + length)));
        i += length;
        continue;
      } catch {
        // not a sequence: keep the character
      }
    }
    out += chars[i];
    i += 1;
  }
  return out;
}

/** Repairs UTF-8 that was decoded as windows-1252 somewhere upstream (see above). */
export function repairDoubleEncoding(text: string): string {
  if (!SUSPECT.test(text)) return text;
  return text.replace(HIGH_RUN, repairRun);
}
