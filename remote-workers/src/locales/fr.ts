import type { TextsIn } from '@mediawatch/shared/ui';

import { liveFr } from './fr/live';
import { pipelineFr } from './fr/pipeline';
import { schedulerFr } from './fr/scheduler';
import { notesFr } from './fr/notes';
import { tasksFr } from './fr/tasks';
import { alertsFr } from './fr/alerts';
import { tensionFr } from './fr/tension';
import { thinkboardFr } from './fr/thinkboard';

import type { WorkersMessages } from './en';
import { workerFr } from './fr/worker';

/** French: the texts of remote-workers' pages. */
export const workersFr: TextsIn<WorkersMessages, 'fr'> = {
  tension: tensionFr,
  alerts: alertsFr,
  pipeline: pipelineFr,
  live: liveFr,
  scheduler: schedulerFr,
  notes: notesFr,
  tasks: tasksFr,
  thinkboard: thinkboardFr,
  worker: workerFr,
};
