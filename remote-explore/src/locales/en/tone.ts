/** GDELT-style tone in words ({{value}} is signed: "+2.5"). */
export const toneEn = {
  positive: '{{value}} positive',
  negative: '{{value}} negative',
  neutral: '{{value}} neutral',
  /** An article whose language no tone lexicon reads (never shown as 0). */
  unknown: 'unknown',
};
