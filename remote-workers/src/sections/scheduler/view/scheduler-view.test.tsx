import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, type ScheduledJob } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { SchedulerView } from './scheduler-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const job = (name: string, overrides: Partial<ScheduledJob> = {}): ScheduledJob => ({
  name,
  description: `The ${name} job`,
  cron: '0 * * * *',
  timeZone: 'UTC',
  enabled: true,
  status: 'ok',
  lastStartedAt: '2026-11-20T10:00:00.000Z',
  lastFinishedAt: '2026-11-20T10:00:01.500Z',
  lastDurationMs: 1500,
  lastError: null,
  lastSummary: '3 done',
  lastOutcome: null,
  nextRunAt: '2026-11-20T11:00:00.000Z',
  runCount: 4,
  ...overrides,
});

function serve() {
  const jobs = [
    job('daily-report', {
      cron: '15 0 * * *',
      lastSummary: 'reports/mediawatch-report-2026-11-19-en.pdf (2 articles)',
      lastOutcome: { key: 'reportWritten', count: 2, detail: 'reports/mediawatch-report-2026-11-19-en.pdf' },
    }),
    job('rollup-maintenance', { status: 'error', lastError: 'Rollups differ' }),
    // A run cut short, as a code (docs/decisions/0040-server-texts-as-codes.md).
    job('digests', {
      status: 'error',
      lastError: 'Interrupted: the process stopped during the run',
      lastErrorMessage: { code: 'scheduler.interrupted', text: 'Interrupted: the process stopped during the run' },
    }),
    // A job of a newer API whose outcome the texts do not know yet: its English summary.
    job('custom-job', { lastSummary: '7 things tidied', lastOutcome: { key: 'thingsTidied', count: 7 } }),
  ];
  return mockApi(async (request) => {
    if (request.path === '/scheduler/all') return { status: 200, data: jobs };
    if (request.path === '/scheduler/preview') {
      const { cron } = request.body as { cron: string };
      return cron.split(' ').length === 5 && !cron.includes('61')
        ? { status: 200, data: { valid: true, error: null, nextRuns: ['2026-11-21T00:30:00.000Z', '2026-11-22T00:30:00.000Z'] } }
        : { status: 200, data: { valid: false, error: 'Invalid value for minute: 61', nextRuns: [] } };
    }
    if (request.path.startsWith('/scheduler/run/')) {
      jobs[0] = { ...jobs[0]!, status: 'running' };
      return { status: 202, data: jobs[0] };
    }
    if (request.path.startsWith('/scheduler/update/')) {
      const update = request.body as Partial<ScheduledJob>;
      const index = jobs.findIndex((item) => request.path.endsWith(item.name));
      jobs[index] = { ...jobs[index]!, ...update };
      return { status: 200, data: jobs[index] };
    }
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

describe('SchedulerView', () => {
  it('shows each job with its schedule in words, status and error; an admin runs, disables and edits', async () => {
    signInAs('admin');
    const requests = serve();
    const user = userEvent.setup();
    renderWithProviders(<SchedulerView />, { route: '/dashboard/scheduler', path: '/dashboard/scheduler' });
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(within(table).getByText('At 00:15')).toBeInTheDocument();
    expect(within(table).getByText('Rollups differ')).toBeInTheDocument();
    expect(within(table).getByText('Interrupted: the process stopped during the run')).toBeInTheDocument();
    expect(within(table).getAllByText('Failed')).toHaveLength(2);
    expect(within(table).getByText('reports/mediawatch-report-2026-11-19-en.pdf (2 articles)')).toBeInTheDocument();
    expect(within(table).getByText('7 things tidied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run now: daily-report' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === '/scheduler/run/daily-report')).toBe(true));
    expect(await screen.findByText('daily-report started')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Enable rollup-maintenance' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH' && r.path === '/scheduler/update/rollup-maintenance')?.body).toEqual({
        enabled: false,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit the schedule of daily-report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule of daily-report' });
    const cron = within(dialog).getByRole('textbox', { name: 'Cron expression' });
    await user.clear(cron);
    await user.type(cron, '61 0 * * *');
    expect(await within(dialog).findByText('Invalid: Invalid value for minute: 61')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(cron);
    await user.type(cron, '30 0 * * *');
    const runs = await within(dialog).findByRole('list', { name: 'Next five runs, in your time zone' });
    expect(within(runs).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH' && r.path === '/scheduler/update/daily-report')?.body).toEqual({
        cron: '30 0 * * *',
        timeZone: 'UTC',
      }),
    );
  });

  it('is read-only for an analyst, and speaks Arabic right to left', async () => {
    signInAs('analyst');
    serve();
    await changeLanguage('ar');
    renderWithProviders(<SchedulerView />, { route: '/dashboard/scheduler', path: '/dashboard/scheduler' });
    const table = await screen.findByRole('table', { name: 'المهام المجدولة' });
    expect(screen.getByText('يمكن للمسؤول فقط تشغيل المهام أو تفعيلها أو تعديلها.')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('switch', { name: 'فعّل daily-report' })).toBeDisabled();
    // What a run did, in Arabic with its dual, the file's path isolated.
    expect(within(table).getByText('\u2068reports/mediawatch-report-2026-11-19-en.pdf\u2069 (مقالان)')).toBeInTheDocument();
    expect(within(table).getByText('توقف: توقفت العملية أثناء التشغيل')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('Interrupted');
  });
});
