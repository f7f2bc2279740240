export const retentionEn = {
  label: 'Retention policy',
  forever: 'Articles are kept forever.',
  keptFor_one: 'Articles are kept for {{number}} day after publication, then deleted daily.',
  keptFor_other: 'Articles are kept for {{number}} days after publication, then deleted daily.',
  stored_one: '{{number}} article stored.',
  stored_other: '{{number}} articles stored.',
  storedSince_one: '{{number}} article stored, the oldest published {{date}}.',
  storedSince_other: '{{number}} articles stored, the oldest published {{date}}.',
};
