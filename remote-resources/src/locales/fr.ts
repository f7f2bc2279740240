import type { TextsIn } from '@mediawatch/shared/ui';

import type { ResourcesMessages } from './en';
import { commonFr } from './fr/common';
import { validationFr } from './fr/validation';
import { sourcesFr } from './fr/sources';
import { healthFr } from './fr/health';
import { sourceFormFr } from './fr/source-form';
import { feedTestFr } from './fr/feed-test';
import { discoverFr } from './fr/discover';
import { opmlReportFr } from './fr/opml-report';
import { groupsFr } from './fr/groups';
import { groupFormFr } from './fr/group-form';
import { topicsFr } from './fr/topics';
import { topicFormFr } from './fr/topic-form';
import { previewFr } from './fr/preview';
import { podcastsFr } from './fr/podcasts';
import { podcastFormFr } from './fr/podcast-form';
import { uploadFr } from './fr/upload';
import { warehouseFr } from './fr/warehouse';
import { articlesFr } from './fr/articles';
import { retentionFr } from './fr/retention';
import { filtersFr } from './fr/filters';

/** French: the texts of the Resources pages and the Data Warehouse. */
export const resourcesFr: TextsIn<ResourcesMessages, 'fr'> = {
  common: commonFr,
  validation: validationFr,
  sources: sourcesFr,
  health: healthFr,
  sourceForm: sourceFormFr,
  feedTest: feedTestFr,
  discover: discoverFr,
  opmlReport: opmlReportFr,
  groups: groupsFr,
  groupForm: groupFormFr,
  topics: topicsFr,
  topicForm: topicFormFr,
  preview: previewFr,
  podcasts: podcastsFr,
  podcastForm: podcastFormFr,
  upload: uploadFr,
  warehouse: warehouseFr,
  articles: articlesFr,
  retention: retentionFr,
  filters: filtersFr,
};
