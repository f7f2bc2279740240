/** GDELT-style tone in words ({{value}} is signed: "+2.5"). */
export const toneEn = {
  positive: '{{value}} positive',
  negative: '{{value}} negative',
  neutral: '{{value}} neutral',
  /** An article whose language no tone lexicon reads (never shown as 0). */
  unknown: 'unknown',
  /** How many articles a tone figure leaves out ({{total}} is the formatted count). */
  untoned_one: '{{total}} article had no tone (language not analysed)',
  untoned_other: '{{total}} articles had no tone (language not analysed)',
};
