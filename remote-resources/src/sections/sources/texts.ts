import { sourcesEn } from '../../locales/en/sources';
import { healthEn } from '../../locales/en/health';
import { sourceFormEn } from '../../locales/en/source-form';
import { feedTestEn } from '../../locales/en/feed-test';
import { discoverEn } from '../../locales/en/discover';
import { opmlReportEn } from '../../locales/en/opml-report';
import { commonEn } from '../../locales/en/common';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useSourcesTexts = sectionTexts({
  sources: sourcesEn,
  health: healthEn,
  sourceForm: sourceFormEn,
  feedTest: feedTestEn,
  discover: discoverEn,
  opmlReport: opmlReportEn,
  common: commonEn,
});
