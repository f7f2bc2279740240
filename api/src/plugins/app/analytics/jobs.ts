import fs from 'node:fs/promises';
import path from 'node:path';

import fp from 'fastify-plugin';

import { RollupMaintenance } from './maintenance';
import { renderReportPdf } from './report-pdf';
import { addDays, today } from './sql';

// ----------------------------------------------------------------------
// The analytics' scheduled jobs (plugins/app/scheduler): rollup maintenance,
// and the daily report of the day before rendered as a PDF into the data
// folder (`<data>/reports/mediawatch-report-<day>-en.pdf`).

const QUARTER_MS = 15 * 60_000;

export default fp(
  async (app) => {
    const maintenance = new RollupMaintenance(app.db);
    app.scheduler.define({
      name: 'rollup-maintenance',
      description: 'Refreshes the statistics of the analytics rollups and checks them against the articles of the last two days',
      cron: '30 3 * * *',
      run: async ({ now }) => {
        await maintenance.analyze();
        const from = new Date(Math.floor((now.getTime() - 2 * 86_400_000) / QUARTER_MS) * QUARTER_MS);
        const check = await maintenance.check(from);
        if (check.rollupAll !== check.articles || check.rollupLanguage !== check.articles) {
          throw new Error(
            `Rollups differ from the articles since ${from.toISOString()}: ${check.articles} articles, rollup_all ${check.rollupAll}, rollup_language ${check.rollupLanguage}`,
          );
        }
        return {
          summary: `Statistics refreshed; ${check.articles} article(s) of the last two days counted alike`,
          outcome: { key: 'statisticsRefreshed', count: check.articles },
        };
      },
    });

    app.scheduler.define({
      name: 'daily-report',
      description: "Renders the day before's Daily Report as a PDF into the data folder (reports/)",
      cron: '15 0 * * *',
      timeZone: 'UTC',
      run: async ({ now }) => {
        const day = addDays(today('UTC', now), -1);
        const report = await app.analytics.report.report({ day, tz: 'UTC' });
        const pdf = await renderReportPdf(report, 'en');
        const folder = path.join(app.config.dataDir, 'reports');
        await fs.mkdir(folder, { recursive: true });
        const file = path.join(folder, `mediawatch-report-${report.day}-en.pdf`);
        await fs.writeFile(file, pdf);
        return {
          summary: `reports/${path.basename(file)} (${report.total.count} articles)`,
          outcome: { key: 'reportWritten', count: report.total.count, detail: `reports/${path.basename(file)}` },
        };
      },
    });
  },
  { name: 'analytics-jobs', dependencies: ['analytics', 'scheduler'] },
);
