import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

import { HttpError } from '../../lib/http-errors';

/**
 * @fastify/rate-limit, off by default: routes opt in with `config.rateLimit`
 * (per client IP) or `app.createRateLimit` (any other key, e.g. an account).
 * In memory, so limits are per process.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, `Too many requests. Try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);
