import type { TextsIn } from '@mediawatch/shared/ui';

import type { podcastsEn } from '../en/podcasts';

export const podcastsFr: TextsIn<typeof podcastsEn, 'fr'> = {
  description: 'Ce que le lecteur en pied de page diffuse, dans cet ordre. Les modifications parviennent au lecteur immédiatement.',
  tableLabel: 'Podcasts',
  add: 'Ajouter un podcast',
  searchLabel: 'Rechercher des podcasts',
  searchPlaceholder: 'Titre, auteur ou description',
  searching: 'Recherche en cours',
  loading: 'Chargement des podcasts',
  loadFailed: 'Impossible de charger les podcasts',
  empty: 'Aucun podcast pour l’instant.',
  noMatch: 'Aucun podcast ne correspond à « {{query}} ».',
  columns: {
    podcast: 'Podcast',
    duration: 'Durée',
    featured: 'À la une',
    added: 'Ajouté le',
  },
  featuredOf: 'À la une : {{title}}',
  editOf: 'Modifier {{title}}',
  deleteOf: 'Supprimer {{title}}',
  savedNotice: '« {{title}} » enregistré',
  addedNotice: '« {{title}} » ajouté',
  deletedNotice: '« {{title}} » supprimé',
  deleteTitle: 'Supprimer le podcast ?',
  deleteText: '« {{title}} » sera retiré de la liste et du lecteur. Cette action est irréversible.',
};
