import type { TextsIn } from '@mediawatch/shared/ui';

import type { uploadEn } from '../en/upload';

export const uploadFr: TextsIn<typeof uploadEn, 'fr'> = {
  audio: 'Téléverser un fichier audio',
  cover: 'Téléverser une pochette',
  uploadingAudio: 'Téléversement de l’audio',
  uploadingCover: 'Téléversement de la pochette',
  progress: 'Téléversement… {{percent}} %',
  uploaded: '{{name}} téléversé',
};
