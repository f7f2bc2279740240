export const uploadEn = {
  audio: 'Upload audio file',
  cover: 'Upload cover image',
  uploadingAudio: 'Uploading audio',
  uploadingCover: 'Uploading cover',
  progress: 'Uploading… {{percent}}%',
  uploaded: 'Uploaded {{name}}',
};
