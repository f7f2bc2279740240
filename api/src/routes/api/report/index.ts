import {
  dailyReportEntitiesSchema,
  dailyReportQuerySchema,
  dailyReportSchema,
  errorBodySchema,
  reportPdfQuerySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { renderReportPdf } from '../../../plugins/app/analytics/report-pdf';

/** /api/report: the Daily Report (every signed-in role). */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['report'];

  app.get(
    '/daily',
    {
      schema: {
        tags,
        summary: 'One day (in tz) against the day before and its 28-day band: volume, tone, hours, topics, sources, stories, spikes',
        querystring: dailyReportQuerySchema,
        response: { 200: dailyReportSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.analytics.report.report(request.query),
  );

  app.get(
    '/entities',
    {
      schema: {
        tags,
        summary:
          "One day's (in tz) most mentioned people, organizations and places, each against the day before and its 28-day band, and its articles per country",
        querystring: dailyReportQuerySchema,
        response: { 200: dailyReportEntitiesSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.analytics.report.entities(request.query),
  );

  app.get(
    '/pdf',
    {
      schema: {
        tags,
        summary: 'The Daily Report of one day (in tz) as an A4 PDF, in English, French or Arabic (lang)',
        querystring: reportPdfQuerySchema,
        response: { 200: z.any().describe('application/pdf'), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const report = await app.analytics.report.report(query);
      const pdf = await renderReportPdf(report, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mediawatch-report-${report.day}-${lang}.pdf"`)
        .send(pdf);
    },
  );
};

export default reportRoutes;
