import type { TextsIn } from '@mediawatch/shared/ui';

import type { groupsEn } from '../en/groups';

export const groupsFr: TextsIn<typeof groupsEn, 'fr'> = {
  title: 'Groupes de sources',
  description:
    'Des ensembles nommés de sources, comme la presse nationale ou les agences, pour filtrer l’entrepôt et comparer les couvertures.',
  tableLabel: 'Groupes de sources',
  add: 'Ajouter un groupe de sources',
  loading: 'Chargement des groupes de sources…',
  loadFailed: 'Impossible de charger les groupes de sources',
  empty: 'Aucun groupe de sources pour l’instant',
  emptyManage: 'Ajoutez un groupe pour rassembler les sources que vous suivez ensemble.',
  emptyRead: 'Un administrateur crée les groupes de sources.',
  sources: 'Sources',
  deleteText: 'Le groupe est supprimé ; ses sources et leurs articles sont conservés.',
};
