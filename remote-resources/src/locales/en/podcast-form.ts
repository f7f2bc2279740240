export const podcastFormEn = {
  addTitle: 'Add podcast',
  editTitle: 'Edit podcast',
  title: 'Title',
  author: 'Author',
  audioUrl: 'Audio URL',
  audioHelp: 'Upload a file ({{formats}}) or give an http(s) address',
  coverUrl: 'Cover art URL',
  coverHelp: 'Optional: upload an image (png, jpeg, webp, gif) or give an address',
  duration: 'Duration (seconds)',
  durationHelp: 'Filled in from an uploaded file; leave empty when unknown',
  featured: 'Featured',
  saveChanges: 'Save changes',
};
