/** English: Media Scale Index (/dashboard/mediaScaleIndex). */
export const mediaScaleEn = {
  description:
    'Every source ranked by a published formula of its reach, output volume, pickup by other outlets and tone intensity, each normalized against the largest source.',
  period: 'Period',
  periodValue: '{{count}} days',
  range: '{{from}} to {{to}}',
  updating: 'Updating',
  loading: 'Loading the ranking…',
  failed: 'Could not load the ranking',
  empty: 'No source yet',
  emptyHint: 'Add sources on the Sources page: each is ranked once it publishes.',
  components: { reach: 'Reach', volume: 'Output volume', pickup: 'Pickup', tone: 'Tone intensity' },
  ranking: {
    title: 'Ranking',
    description: 'Sorted by score by default; the bars show each normalized component (0 to 1).',
    table: 'Sources ranked by the Media Scale Index over {{days}} days',
    columns: { rank: 'Rank', name: 'Source', score: 'Score', reach: 'Reach', volume: 'Articles', pickup: 'Pickup', tone: 'Tone intensity' },
    unknownReach: 'unknown',
    unknownTone: 'unknown',
    normalized: 'normalized {{value}}',
  },
  chart: {
    title: 'What makes the top {{count}}',
    description: 'Each bar is a source’s score, split into what each weighted component adds.',
    source: 'Source',
    score: 'Score',
  },
  formula: {
    title: 'The formula',
    words:
      'The index is a weighted mean of four components, each normalized to 0..1 against the largest source of the period, times 100. Logarithms tame reach, volume and pickup, which span orders of magnitude.',
    reach: 'monthly audience (unknown counts as 0)',
    volume: 'articles published in the period',
    pickup: 'other outlets’ articles on stories it published first (story clusters)',
    tone: 'mean absolute tone of its articles',
    weights: 'Weights',
    share: '{{share}} of the score',
    draft: 'Showing the weights being edited, not yet saved.',
    updated: 'Set by {{name}}, {{when}}.',
    updatedAnonymous: 'Set {{when}}.',
  },
  weights: {
    title: 'Adjust the weights',
    description: 'Each weight from 0 to 100; only their proportions matter. Saving re-ranks every period for everyone.',
    form: 'Weights of the Media Scale Index',
    weightOf: 'Weight of {{component}}',
    save: 'Save the weights',
    saving: 'Saving…',
    reset: 'Undo changes',
    saved: 'Weights saved: the ranking is updated.',
    failed: 'Could not save the weights',
    allZero: 'At least one weight must be above 0.',
    invalid: 'A weight is a number from 0 to 100.',
    readOnly: 'Only an administrator can change the weights.',
  },
};

export type MediaScaleMessages = typeof mediaScaleEn;
