// Trains the tone models (api/bench/tone-train.ts; docs/decisions/0037-tone-in-every-language.md)
// and prints, per language, how each way of combining lexicon and model scores on the dev sample.
//
//   TONE_XLMT=<clone of cardiffnlp/xlm-t> node scripts/lib/train-tone.mjs           measures
//   TONE_XLMT=<clone of cardiffnlp/xlm-t> TONE_WRITE=1 node scripts/lib/train-tone.mjs   and writes the weights
import { runApiBench } from './api-bench.mjs';

const result = await runApiBench('tone-train');
for (const [language, { lambda, weights, combinations }] of Object.entries(result.report)) {
  console.log(`\n${language}: lambda ${lambda}, ${weights} weights`);
  for (const [name, { right, zero, neutralZero }] of Object.entries(combinations))
    console.log(
      `  ${name.padEnd(48)} ${String(right).padStart(5)} % right  ${String(zero).padStart(5)} % at 0  neutral at 0: ${neutralZero} %`,
    );
}
console.log(`\nweights: ${result.bytes} bytes`);
