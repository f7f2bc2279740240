import type { TextsIn } from '@mediawatch/shared/ui';

import { liveAr } from './ar/live';
import { pipelineAr } from './ar/pipeline';
import { schedulerAr } from './ar/scheduler';
import { notesAr } from './ar/notes';
import { tasksAr } from './ar/tasks';
import { alertsAr } from './ar/alerts';
import { tensionAr } from './ar/tension';
import { thinkboardAr } from './ar/thinkboard';

import type { WorkersMessages } from './en';
import { workerAr } from './ar/worker';

/** Arabic: the texts of remote-workers' pages. */
export const workersAr: TextsIn<WorkersMessages, 'ar'> = {
  tension: tensionAr,
  alerts: alertsAr,
  pipeline: pipelineAr,
  live: liveAr,
  scheduler: schedulerAr,
  notes: notesAr,
  tasks: tasksAr,
  thinkboard: thinkboardAr,
  worker: workerAr,
};
