import { liveEn } from './en/live';
import { pipelineEn } from './en/pipeline';
import { schedulerEn } from './en/scheduler';
import { notesEn } from './en/notes';
import { tasksEn } from './en/tasks';
import { alertsEn } from './en/alerts';
import { tensionEn } from './en/tension';
import { thinkboardEn } from './en/thinkboard';
import { workerEn } from './en/worker';

/** English: the texts of remote-workers' pages; the reference shape. */
export const workersEn = {
  tension: tensionEn,
  alerts: alertsEn,
  pipeline: pipelineEn,
  live: liveEn,
  scheduler: schedulerEn,
  notes: notesEn,
  tasks: tasksEn,
  thinkboard: thinkboardEn,
  worker: workerEn,
};

export type WorkersMessages = typeof workersEn;
