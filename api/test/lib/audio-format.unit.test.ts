import { sniffAudio, sniffImage, wavDurationSeconds } from '../../src/lib/audio-format';
import { encodeWav, encodeMp3, synthesize } from '../../src/plugins/app/demo/audio-synth';
import { SAMPLES } from '../routes/api/podcast/helpers';

describe('sniffAudio', () => {
  it.each([
    ['mp3 (ID3 tag)', SAMPLES.mp3Id3, 'mp3'],
    ['mp3 (frame sync)', SAMPLES.mp3Frame, 'mp3'],
    ['wav', SAMPLES.wav, 'wav'],
    ['ogg', SAMPLES.ogg, 'ogg'],
    ['m4a', SAMPLES.m4a, 'm4a'],
    ['aac (ADTS)', SAMPLES.aac, 'aac'],
    ['flac', SAMPLES.flac, 'flac'],
  ])('recognizes %s', (_label, bytes, format) => {
    expect(sniffAudio(bytes)?.format).toBe(format);
  });

  it.each([
    ['text', Buffer.from('just some text pretending to be audio')],
    ['png', SAMPLES.png],
    ['empty', Buffer.alloc(0)],
    ['an mp4 video brand', Buffer.from('\x00\x00\x00\x20ftypavc1', 'latin1')],
    ['a sync word with a reserved version', Buffer.from([0xff, 0xeb, 0x90, 0x64])],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffAudio(bytes)).toBeNull();
  });

  it('recognizes what the demo generator writes', () => {
    const pcm = synthesize({ seconds: 1, sampleRate: 16_000, root: 440, steps: [0], noteSeconds: 0.5 });
    const wav = encodeWav(pcm, 16_000);
    expect(sniffAudio(wav)?.format).toBe('wav');
    expect(wavDurationSeconds(wav)).toBe(1);
    expect(sniffAudio(encodeMp3(pcm, 16_000, 48))?.format).toBe('mp3');
  });
});

describe('sniffImage', () => {
  it('recognizes png and refuses audio and svg', () => {
    expect(sniffImage(SAMPLES.png)?.format).toBe('png');
    expect(sniffImage(SAMPLES.wav)).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });
});
