import { commonEn } from './en/common';
import { validationEn } from './en/validation';
import { sourcesEn } from './en/sources';
import { healthEn } from './en/health';
import { sourceFormEn } from './en/source-form';
import { feedTestEn } from './en/feed-test';
import { discoverEn } from './en/discover';
import { opmlReportEn } from './en/opml-report';
import { groupsEn } from './en/groups';
import { groupFormEn } from './en/group-form';
import { topicsEn } from './en/topics';
import { topicFormEn } from './en/topic-form';
import { previewEn } from './en/preview';
import { podcastsEn } from './en/podcasts';
import { podcastFormEn } from './en/podcast-form';
import { uploadEn } from './en/upload';
import { warehouseEn } from './en/warehouse';
import { articlesEn } from './en/articles';
import { retentionEn } from './en/retention';
import { filtersEn } from './en/filters';

/**
 * English: the texts of the Resources pages (sources, groups, topics,
 * podcasts) and the Data Warehouse; the reference shape. A text with a count
 * has `_one` and `_other` forms; `{{number}}` is the count as the language
 * writes it, `{{count}}` only picks the form.
 */
export const resourcesEn = {
  common: commonEn,
  validation: validationEn,
  sources: sourcesEn,
  health: healthEn,
  sourceForm: sourceFormEn,
  feedTest: feedTestEn,
  discover: discoverEn,
  opmlReport: opmlReportEn,
  groups: groupsEn,
  groupForm: groupFormEn,
  topics: topicsEn,
  topicForm: topicFormEn,
  preview: previewEn,
  podcasts: podcastsEn,
  podcastForm: podcastFormEn,
  upload: uploadEn,
  warehouse: warehouseEn,
  articles: articlesEn,
  retention: retentionEn,
  filters: filtersEn,
};

export type ResourcesMessages = typeof resourcesEn;
