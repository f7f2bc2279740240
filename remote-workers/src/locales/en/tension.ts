/** English: Tension (/dashboard/tension). */
export const tensionEn = {
  description:
    'How tense the coverage of each topic and source group is, day by day: its negativity against its own usual level. Days far above it are flagged, with the articles behind them.',
  day: 'Day',
  previousDay: 'Day before',
  nextDay: 'Day after',
  today: 'Today',
  timeZone: 'Days of {{zone}}',
  updating: 'Updating',
  kind: { topic: 'Topic', group: 'Source group' },
  /** N of a day whose articles all lack a tone (their language is not analysed): unknown, not 0. */
  unknownNegativity: 'unknown',
  overview: {
    title: 'Every topic and source group on {{day}}',
    description: 'Sorted by tension (z) by default; choose a name to see its series.',
    table: 'Tension of every topic and source group on {{day}}',
    loading: 'Loading the tension of every topic and group…',
    failed: 'Could not load the tension overview',
    empty: 'No topic or source group yet',
    emptyHint: 'Add topics (saved queries) and source groups: each gets its own tension index.',
    columns: { name: 'Name', kind: 'Kind', count: 'Articles', negativity: 'Negativity N', z: 'Tension z', status: 'Status' },
    flagged: 'Flagged',
    normal: 'Usual',
    noBaseline: 'No baseline',
    showSeries: 'Show the series of {{name}}',
    articlesOf: '{{count}} articles of {{name}} on {{day}}',
  },
  series: {
    capped: '{{z}} (drawn at the ±{{cap}} edge)',
    title: '{{name}}: tension over {{days}} days',
    titleLoading: 'Tension over time',
    description:
      'The daily z-score; the shaded band is ±2σ around the baseline, and marked days are flagged or beyond the scale’s ±{{cap}} edge (their true z in the tooltip).',
    span: 'Days shown',
    spanValue: '{{count}} days',
    pick: 'Choose a topic or source group above to see its series.',
    failed: 'Could not load the series',
    empty: 'No article in this period: no tension to chart.',
    z: 'Tension z',
    band: '±2σ band',
    threshold: '+2σ: flagged',
    columns: {
      day: 'Day',
      count: 'Articles',
      negativity: 'Negativity N',
      mean: 'Baseline mean μ',
      sd: 'Baseline σ',
      z: 'z',
      flagged: 'Flagged',
    },
    yes: 'yes',
  },
  flagged: {
    title: 'Flagged days',
    description: 'Days whose negativity is 2σ or more above the 30 days before them, latest first, with their most negative articles.',
    none: 'No day of this period is beyond 2σ.',
    summary: '{{day}}: z = {{z}}, N = {{negativity}} ({{count}} articles; usual {{mean}} ± {{sd}})',
    loading: 'Loading the articles…',
    failed: 'Could not load the articles',
    noArticles: 'No article that day.',
    mostNegative: 'The most negative articles',
    seeAll: 'All {{count}} articles of that day',
    tone: 'tone {{tone}}',
  },
  formula: {
    title: 'How the index is computed',
    words:
      'For each topic or source group and each day, the negativity N is the sum, over that day’s articles, of how negative each one is: an article with tone −4 adds 4, a neutral or positive one adds nothing. More articles, or more negative ones, raise it. That day is compared with the {{baseline}} days before it: z says how many standard deviations it lies above their mean.',
    mass: 'negativity of day d',
    baseline:
      'centre and spread of N over days d − {{baseline}} … d − 1: the mean and standard deviation, or, when at least half those days are 0 (a sparse series), the median and the median absolute deviation × 1.4826, which one burst does not move',
    floor: 'the spread is at least √μ (as for counts) and at least {{min}}: a near-empty baseline cannot make a small day look enormous',
    score: 'the tension index',
    flag: 'flagged when z ≥ {{sigma}} and the day has at least {{count}} articles',
    noSigma:
      'A day with no baseline day before it has no z. The chart’s scale stops at ±{{cap}}; a z beyond is marked at the edge, its true value in the tooltip and the table.',
    thresholds: 'Baseline window: {{baseline}} days. Threshold: {{sigma}}σ. Tone: GDELT-style, about −10 to +10.',
    untoned:
      'An article without tone (its language not analysed) adds nothing to N. A day whose articles all lack a tone has no N and no z, and stays out of the baselines of the days after it.',
  },
};

export type TensionMessages = typeof tensionEn;
