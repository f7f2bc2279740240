import { podcastsEn } from '../../locales/en/podcasts';
import { podcastFormEn } from '../../locales/en/podcast-form';
import { uploadEn } from '../../locales/en/upload';
import { commonEn } from '../../locales/en/common';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const usePodcastsTexts = sectionTexts({ podcasts: podcastsEn, podcastForm: podcastFormEn, upload: uploadEn, common: commonEn });
