import type { TextsIn } from '@mediawatch/shared/ui';

import type { ResourcesMessages } from './en';
import { commonAr } from './ar/common';
import { validationAr } from './ar/validation';
import { sourcesAr } from './ar/sources';
import { healthAr } from './ar/health';
import { sourceFormAr } from './ar/source-form';
import { feedTestAr } from './ar/feed-test';
import { discoverAr } from './ar/discover';
import { opmlReportAr } from './ar/opml-report';
import { groupsAr } from './ar/groups';
import { groupFormAr } from './ar/group-form';
import { topicsAr } from './ar/topics';
import { topicFormAr } from './ar/topic-form';
import { previewAr } from './ar/preview';
import { podcastsAr } from './ar/podcasts';
import { podcastFormAr } from './ar/podcast-form';
import { uploadAr } from './ar/upload';
import { warehouseAr } from './ar/warehouse';
import { articlesAr } from './ar/articles';
import { retentionAr } from './ar/retention';
import { filtersAr } from './ar/filters';

// Addresses are wrapped in first-strong isolates (U+2068 … U+2069), so a URL
// keeps its own left-to-right order inside a right-to-left sentence.

/** Arabic (Modern Standard): the texts of the Resources pages and the Data Warehouse. */
export const resourcesAr: TextsIn<ResourcesMessages, 'ar'> = {
  common: commonAr,
  validation: validationAr,
  sources: sourcesAr,
  health: healthAr,
  sourceForm: sourceFormAr,
  feedTest: feedTestAr,
  discover: discoverAr,
  opmlReport: opmlReportAr,
  groups: groupsAr,
  groupForm: groupFormAr,
  topics: topicsAr,
  topicForm: topicFormAr,
  preview: previewAr,
  podcasts: podcastsAr,
  podcastForm: podcastFormAr,
  upload: uploadAr,
  warehouse: warehouseAr,
  articles: articlesAr,
  retention: retentionAr,
  filters: filtersAr,
};
