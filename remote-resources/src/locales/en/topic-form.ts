export const topicFormEn = {
  addTitle: 'Add topic',
  query: 'Query',
  queryHelp:
    'A word finds its other forms too (storms finds storm); AND, OR, NOT, "exact phrase", "two words"~5, prefix*, word^3, (parentheses), intitle:word, source:name, lang:fr',
  alerts: 'Alerts',
  threshold: 'Matches in the window',
  windowHours: 'Window (hours)',
  cooldownMinutes: 'Cooldown (minutes)',
  cooldownHelp: 'Later matches join the alert meanwhile',
  alertHelp: {
    none: 'This topic never alerts.',
    every: 'One alert per batch of new matches.',
    spike:
      "Today's matches reach at least {{minCount}}, the {{days}}-day usual level + 2σ and twice that level (the level is the mean, or the median when most days are empty; σ is at least √level).",
    threshold: 'When the matches of the last hours reach the threshold.',
  },
  active: 'Active (new articles are matched)',
};
