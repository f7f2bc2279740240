import fs from 'node:fs';
import path from 'node:path';

import { probeAudio, probeImage } from '../../src/lib/media-probe';
import { encodeMp3, encodeWav, synthesize } from '../../src/plugins/app/demo/audio-synth';
import { makeTempDir } from '../helpers/test-app';
import { AUDIO_SAMPLES, SAMPLES } from '../routes/api/podcast/helpers';

// The route tests upload each fixture (test/routes/api/podcast/media.test.ts);
// these read files the route tests do not: the demo generator's, tagged ones,
// headers alone.

const dir = makeTempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let count = 0;
function file(content: Buffer | string): string {
  count += 1;
  const name = path.join(dir, `probe-${count}`);
  fs.writeFileSync(name, content);
  return name;
}

/** An ID3v2.4 tag holding one title frame. */
function id3Tag(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')]);
  const frame = Buffer.concat([Buffer.from('TIT2', 'latin1'), Buffer.from([0, 0, 0, text.length, 0, 0]), text]);
  const size = frame.length;
  const syncsafe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([4, 0, 0, ...syncsafe]), frame]);
}

describe('probeAudio', () => {
  it('reads the format and length of what the demo generator writes', async () => {
    const pcm = synthesize({ seconds: 2, sampleRate: 16_000, root: 440, steps: [0], noteSeconds: 0.5 });
    expect(await probeAudio(file(encodeWav(pcm, 16_000)))).toMatchObject({ format: 'wav', contentType: 'audio/wav', durationSeconds: 2 });
    expect(await probeAudio(file(encodeMp3(pcm, 16_000, 48)))).toMatchObject({ format: 'mp3', extension: 'mp3', durationSeconds: 2 });
  });

  it('reads an mp3 that starts with an ID3 tag', async () => {
    const tagged = Buffer.concat([id3Tag('Morning briefing'), SAMPLES.mp3]);
    expect(await probeAudio(file(tagged))).toMatchObject({ format: 'mp3', durationSeconds: 3 });
  });

  it.each<[string, Buffer]>([
    ['text', Buffer.from('just some text pretending to be audio')],
    ['an svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an mp4 video brand with no boxes', Buffer.from('\x00\x00\x00\x20ftypavc1\x00\x00\x00\x00avc1isom', 'latin1')],
    ['a sync word with a reserved version', Buffer.from([0xff, 0xeb, 0x90, 0x64])],
    ['an ID3 tag and no audio', id3Tag('Nothing after me')],
    ...AUDIO_SAMPLES.map(({ file: name, content }) => [`the first 40 bytes of ${name}`, content.subarray(0, 40)] as [string, Buffer]),
  ])('refuses %s', async (_label, content) => {
    expect(await probeAudio(file(content))).toBeNull();
  });
});

describe('probeImage', () => {
  it('recognizes png and refuses audio and svg', async () => {
    expect(await probeImage(file(SAMPLES.png))).toEqual({ format: 'png', extension: 'png', contentType: 'image/png' });
    expect(await probeImage(file(SAMPLES.wav))).toBeNull();
    expect(await probeImage(file('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });
});
