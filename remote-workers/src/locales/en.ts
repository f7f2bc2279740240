import { liveEn } from './en/live';
import { pipelineEn } from './en/pipeline';
import { schedulerEn } from './en/scheduler';
import { notesEn } from './en/notes';
import { tasksEn } from './en/tasks';
import { alertsEn } from './en/alerts';
import { tensionEn } from './en/tension';
import { thinkboardEn } from './en/thinkboard';

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
  worker: {
    description: "The ingestion worker, live: each source's feed health and next poll, the actions, and every recent fetch.",
    status: {
      label: 'Worker status',
      failed: 'Could not load the worker status',
      worker: 'Worker',
      running: 'Running',
      stopped: 'Stopped',
      queued: 'Queued fetches',
      active: 'Fetching now',
      sourcesDue: 'Sources due',
      sourcesFailing: 'Sources failing',
      perHost: 'Per-host limit',
      perHostValue_one: '{{value}} at a time',
      perHostValue_other: '{{value}} at a time',
    },
    health: {
      title: 'Feed health',
      loading: 'Loading sources…',
      failed: 'Could not load the sources',
      empty: 'No sources yet: add them on the Sources page.',
      columns: {
        source: 'Source',
        health: 'Health',
        lastAttempt: 'Last attempt',
        lastResult: 'Last result',
        failures: 'Failures',
        nextPoll: 'Next poll',
        actions: 'Actions',
      },
      state: { ok: 'OK', failing: 'Failing', paused: 'Paused', pending: 'Pending' },
      conditionalGet: 'Conditional GET',
      never: 'Never',
      notScheduled: 'Not scheduled',
      paused: 'Paused',
      notFetched: 'Not fetched yet',
      notModified: '304 Not Modified',
      httpStatus: 'HTTP {{status}}',
      ok: 'OK',
      newArticle: 'new article {{when}}',
      noNewArticle: 'no new article yet',
      result: '{{status}}, {{fresh}}',
      actionsFor: 'Actions for {{name}}',
    },
    actions: {
      fetch: 'Fetch now',
      pause: 'Pause',
      resume: 'Resume',
      resetErrors: 'Reset errors',
      runs: 'Runs',
    },
    /** What an action did, said in a notice. */
    done: {
      fetch: 'Fetch queued for {{name}}',
      pause: '{{name}} paused',
      resume: '{{name}} resumed',
      resetErrors: 'Errors reset for {{name}}; it is due now',
    },
    runs: {
      title: 'Recent fetch runs',
      titleOf: 'Fetch runs of {{name}}',
      table: 'Fetch runs',
      allSources: 'All sources',
      result: 'Result',
      anyResult: 'Any result',
      loading: 'Loading fetch runs…',
      failed: 'Could not load the fetch runs',
      empty: 'No fetch has run yet.',
      emptyFiltered: 'No fetch has run yet with this filter.',
      columns: {
        started: 'Started',
        source: 'Source',
        trigger: 'Trigger',
        result: 'Result',
        time: 'Time',
        size: 'Size',
        found: 'Found',
        new: 'New',
        duplicates: 'Duplicates',
        dropped: 'Dropped',
      },
      status: { ok: 'OK', not_modified: 'Not modified', error: 'Error' },
      statusCode: '{{status}} · {{code}}',
      trigger: { schedule: 'Schedule', manual: 'Fetch now', created: 'Source added', updated: 'Source edited' },
    },
  },
};

export type WorkersMessages = typeof workersEn;
