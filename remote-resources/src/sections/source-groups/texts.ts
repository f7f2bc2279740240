import { groupsEn } from '../../locales/en/groups';
import { groupFormEn } from '../../locales/en/group-form';
import { commonEn } from '../../locales/en/common';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useSourceGroupsTexts = sectionTexts({ groups: groupsEn, groupForm: groupFormEn, common: commonEn });
