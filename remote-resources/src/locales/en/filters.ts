export const filtersEn = {
  label: 'Filters',
  sources: 'Sources',
  groups: 'Groups',
  topics: 'Topics',
  languages: 'Languages',
  noneAvailable: 'None available',
  from: 'Published from',
  to: 'Published to',
  toneFrom: 'Tone from',
  toneTo: 'Tone to',
  clear: 'Clear filters',
};
