import type { TextsIn } from '@mediawatch/shared/ui';

import type { readerTaskEn } from '../en/reader-task';

/** French: the reader's "Create a task" action (/dashboard/read/{id}). */
export const readerTaskFr: TextsIn<typeof readerTaskEn, 'fr'> = {
  create: 'Créer une tâche',
  name: 'Nom de la tâche',
  draftHelp: 'Liée à cet article ; sur le tableau une fois créée.',
  cancel: 'Annuler',
  save: 'Créer',
  created: 'Tâche créée sur le tableau, liée à cet article.',
  open: 'Ouvrir le tableau',
  failed: 'Impossible de créer la tâche : {{message}}',
};
