import type { TextsIn } from '@mediawatch/shared/ui';

import type { putOnBoardEn } from '../en/put-on-board';

/** French: the reader's "put it on a board" action (ThinkBoard). */
export const putOnBoardFr: TextsIn<typeof putOnBoardEn, 'fr'> = {
  button: 'Mettre sur un tableau',
  title: 'Mettre cet article sur un tableau',
  board: 'Tableau',
  newBoard: 'Un nouveau tableau…',
  newTitle: 'Titre du nouveau tableau',
  already: 'Déjà sur {{boards}}.',
  submit: 'Mettre sur le tableau',
  done: 'Mis sur « {{title}} ».',
  open: 'Ouvrir le tableau',
};
