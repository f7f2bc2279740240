import type { TextsIn } from '@mediawatch/shared/ui';

import type { podcastFormEn } from '../en/podcast-form';

export const podcastFormFr: TextsIn<typeof podcastFormEn, 'fr'> = {
  addTitle: 'Ajouter un podcast',
  editTitle: 'Modifier le podcast',
  title: 'Titre',
  author: 'Auteur',
  audioUrl: 'URL audio',
  audioHelp: 'Téléversez un fichier ({{formats}}) ou indiquez une adresse http(s)',
  coverUrl: 'URL de la pochette',
  coverHelp: 'Facultatif : téléversez une image (png, jpeg, webp, gif) ou indiquez une adresse',
  duration: 'Durée (secondes)',
  durationHelp: 'Renseignée à partir du fichier téléversé ; laissez vide si inconnue',
  featured: 'À la une',
  saveChanges: 'Enregistrer les modifications',
};
