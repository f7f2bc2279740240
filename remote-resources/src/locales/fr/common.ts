import type { TextsIn } from '@mediawatch/shared/ui';

import type { commonEn } from '../en/common';

export const commonFr: TextsIn<typeof commonEn, 'fr'> = {
  name: 'Nom',
  description: 'Description',
  edit: 'Modifier',
  delete: 'Supprimer',
  save: 'Enregistrer',
  actions: 'Actions',
  actionsFor: 'Actions pour {{name}}',
  editNamed: 'Modifier {{name}}',
  deleteNamed: 'Supprimer {{name}} ?',
  saved: '{{name}} enregistré',
  deleted: '{{name}} supprimé',
  atCharacter: '{{message}} (au caractère {{position}})',
};
