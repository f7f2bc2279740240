import type { FastifyPluginAsync } from 'fastify';

import articleRoutes from './article/index';
import authRoutes from './auth/index';
import { fetchRunRoutes, pipelineRoutes, workerRoutes } from './fetch-run/index';
import healthRoutes from './health/index';
import podcastRoutes from './podcast/index';
import sourceRoutes from './source/index';
import sourceGroupRoutes from './source-group/index';
import taskRoutes from './task/index';
import topicRoutes from './topic/index';
import userRoutes from './user/index';

/** Everything under /api, one plugin per folder (registered by hand: the build is a single bundle). */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(podcastRoutes, { prefix: '/podcast' });
  await app.register(taskRoutes, { prefix: '/task' });
  await app.register(sourceRoutes, { prefix: '/source' });
  await app.register(sourceGroupRoutes, { prefix: '/sourceGroup' });
  await app.register(topicRoutes, { prefix: '/topic' });
  await app.register(articleRoutes, { prefix: '/article' });
  await app.register(fetchRunRoutes, { prefix: '/fetchRun' });
  await app.register(pipelineRoutes, { prefix: '/pipeline' });
  await app.register(workerRoutes, { prefix: '/worker' });
  await app.register(userRoutes, { prefix: '/user' });
};

export default apiRoutes;
