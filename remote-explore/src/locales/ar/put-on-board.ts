import type { TextsIn } from '@mediawatch/shared/ui';

import type { putOnBoardEn } from '../en/put-on-board';

/** Arabic: the reader's "put it on a board" action (ThinkBoard). */
export const putOnBoardAr: TextsIn<typeof putOnBoardEn, 'ar'> = {
  button: 'وضع على لوحة',
  title: 'وضع هذا المقال على لوحة',
  board: 'اللوحة',
  newBoard: 'لوحة جديدة…',
  newTitle: 'عنوان اللوحة الجديدة',
  already: 'موجود بالفعل على {{boards}}.',
  submit: 'وضع على اللوحة',
  done: 'وُضع على «{{title}}».',
  open: 'فتح اللوحة',
};
