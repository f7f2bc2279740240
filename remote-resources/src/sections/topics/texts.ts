import { topicsEn } from '../../locales/en/topics';
import { topicFormEn } from '../../locales/en/topic-form';
import { previewEn } from '../../locales/en/preview';
import { commonEn } from '../../locales/en/common';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useTopicsTexts = sectionTexts({ topics: topicsEn, topicForm: topicFormEn, preview: previewEn, common: commonEn });
