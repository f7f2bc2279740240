import fp from 'fastify-plugin';

import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface EnvPluginOptions {
  config: AppConfig;
}

/** Exposes the parsed config (see src/config.ts) as `app.config`. */
export default fp<EnvPluginOptions>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'env' },
);
