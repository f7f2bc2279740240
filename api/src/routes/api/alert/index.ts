import {
  alertListQuerySchema,
  alertPageSchema,
  alertReadBodySchema,
  alertReadResultSchema,
  alertSettingsSchema,
  alertUnreadCountSchema,
  errorBodySchema,
  webhookInputSchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';
import { WEBHOOK_NOT_ALLOWED, webhookUrlAllowed } from '../../../plugins/app/alerts/webhooks';

const idParams = z.object({ id: z.string() });
export const WEBHOOK_NOT_FOUND = 'Webhook not found';

/**
 * /api/alert: the alerts, read per user (every signed-in role), the user's
 * delivery settings, and the webhooks (manageWebhooks).
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['alert'];
  const admin = { preHandler: app.requirePermission('manageWebhooks') };
  const userId = (request: { currentUser?: { id: string } | null }) => request.currentUser!.id;

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Alerts, newest first (filters: unread, topic, kind, period; paginated), with the user’s read state',
        querystring: alertListQuerySchema,
        response: { 200: alertPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.alerts.repository.list(userId(request), request.query),
  );

  app.get(
    '/unreadCount',
    { schema: { tags, summary: 'How many alerts the user has not read', response: { 200: alertUnreadCountSchema } } },
    async (request) => ({ count: await app.alerts.repository.unreadCount(userId(request)) }),
  );

  app.post(
    '/read',
    {
      schema: {
        tags,
        summary: 'Mark alerts read for the user',
        body: alertReadBodySchema,
        response: { 200: alertReadResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ updated: await app.alerts.repository.markRead(userId(request), request.body.ids, new Date()) }),
  );

  app.post(
    '/readAll',
    { schema: { tags, summary: 'Mark every alert read for the user', response: { 200: alertReadResultSchema } } },
    async (request) => ({ updated: await app.alerts.repository.markAllRead(userId(request), new Date()) }),
  );

  app.get(
    '/settings',
    { schema: { tags, summary: 'The user’s alert delivery settings (e-mail digest)', response: { 200: alertSettingsSchema } } },
    async (request) => app.alerts.repository.settings(userId(request)),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change the user’s alert delivery settings',
        body: alertSettingsSchema,
        response: { 200: alertSettingsSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.alerts.repository.saveSettings(userId(request), request.body, new Date()),
  );

  // ------------------------------------------------------------------
  // Webhooks

  const checkUrl = (url: string | undefined) => {
    if (url !== undefined && !webhookUrlAllowed(url, app.alerts.allowHosts)) throw new HttpError(400, WEBHOOK_NOT_ALLOWED);
  };

  app.get(
    '/webhook/all',
    { ...admin, schema: { tags, summary: 'The webhooks with their last deliveries', response: { 200: webhookListSchema } } },
    async () => app.alerts.webhooks.list(),
  );

  app.post(
    '/webhook/add',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Add a webhook (Slack-compatible body, HMAC-SHA256 signed)',
        body: webhookInputSchema,
        response: { 201: webhookSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      checkUrl(request.body.url);
      return reply.code(201).send(await app.alerts.webhooks.create(request.body));
    },
  );

  app.patch(
    '/webhook/update/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a webhook (the fields sent)',
        params: idParams,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      checkUrl(request.body.url);
      const webhook = await app.alerts.webhooks.update(request.params.id, request.body);
      if (!webhook) throw new HttpError(404, WEBHOOK_NOT_FOUND);
      return webhook;
    },
  );

  app.delete(
    '/webhook/delete/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a webhook and its deliveries',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await app.alerts.webhooks.delete(request.params.id))) throw new HttpError(404, WEBHOOK_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default alertRoutes;
