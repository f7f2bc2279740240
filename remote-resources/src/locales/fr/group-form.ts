import type { TextsIn } from '@mediawatch/shared/ui';

import type { groupFormEn } from '../en/group-form';

export const groupFormFr: TextsIn<typeof groupFormEn, 'fr'> = {
  addTitle: 'Ajouter un groupe de sources',
  sources: 'Sources',
  selected_one: '{{number}} sélectionnée',
  selected_many: '{{number}} de sources sélectionnées',
  selected_other: '{{number}} sélectionnées',
  submitAdd: 'Ajouter le groupe',
};
