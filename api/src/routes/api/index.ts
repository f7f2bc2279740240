import type { FastifyPluginAsync } from 'fastify';

import alertRoutes from './alert/index';
import articleRoutes from './article/index';
import authRoutes from './auth/index';
import autohooks from './autohooks';
import ejournalRoutes from './ejournal/index';
import entityRoutes from './entities/index';
import eventsRoutes from './events/index';
import exploreRoutes from './explore/index';
import fetchRunRoutes from './fetchRun/index';
import historicalEventRoutes from './historicalEvent/index';
import healthRoutes from './health/index';
import mediaScaleIndexRoutes from './mediaScaleIndex/index';
import monitorRoutes from './monitor/index';
import noteRoutes from './note/index';
import pdfRoutes from './pdf/index';
import pipelineRoutes from './pipeline/index';
import podcastRoutes from './podcast/index';
import podcastMediaRoutes from './podcast/media';
import reportRoutes from './report/index';
import schedulerRoutes from './scheduler/index';
import sourceRoutes from './source/index';
import sourceAnalysisRoutes from './sourceAnalysis/index';
import sourceGroupRoutes from './sourceGroup/index';
import taskRoutes from './task/index';
import tensionRoutes from './tension/index';
import thinkboardRoutes from './thinkboard/index';
import tokenRoutes from './token/index';
import topicRoutes from './topic/index';
import userRoutes from './user/index';
import workerRoutes from './worker/index';

/**
 * Everything under /api, one plugin per folder shaped like its URL prefix
 * (registered by hand: the build is a single bundle). The docs (/api/docs)
 * come from plugins/external/swagger.ts.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  // Open to anyone: health, sign-in and registration (auth guards its own /me
  // and /logout), and the podcast media stream (an <audio> element sends no token).
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(podcastMediaRoutes, { prefix: '/podcast' });

  // Everything else needs a signed-in user: one scope, one hook (autohooks.ts).
  await app.register(async (signedIn) => {
    await signedIn.register(autohooks);
    await signedIn.register(alertRoutes, { prefix: '/alert' });
    await signedIn.register(articleRoutes, { prefix: '/article' });
    await signedIn.register(ejournalRoutes, { prefix: '/ejournal' });
    await signedIn.register(eventsRoutes, { prefix: '/events' });
    await signedIn.register(exploreRoutes, { prefix: '/explore' });
    await signedIn.register(entityRoutes, { prefix: '/entities' });
    await signedIn.register(fetchRunRoutes, { prefix: '/fetchRun' });
    await signedIn.register(historicalEventRoutes, { prefix: '/historicalEvent' });
    await signedIn.register(mediaScaleIndexRoutes, { prefix: '/mediaScaleIndex' });
    await signedIn.register(monitorRoutes, { prefix: '/monitor' });
    await signedIn.register(noteRoutes, { prefix: '/note' });
    await signedIn.register(pdfRoutes, { prefix: '/pdf' });
    await signedIn.register(pipelineRoutes, { prefix: '/pipeline' });
    await signedIn.register(podcastRoutes, { prefix: '/podcast' });
    await signedIn.register(reportRoutes, { prefix: '/report' });
    await signedIn.register(schedulerRoutes, { prefix: '/scheduler' });
    await signedIn.register(sourceRoutes, { prefix: '/source' });
    await signedIn.register(sourceAnalysisRoutes, { prefix: '/sourceAnalysis' });
    await signedIn.register(sourceGroupRoutes, { prefix: '/sourceGroup' });
    await signedIn.register(taskRoutes, { prefix: '/task' });
    await signedIn.register(tensionRoutes, { prefix: '/tension' });
    await signedIn.register(thinkboardRoutes, { prefix: '/thinkboard' });
    await signedIn.register(tokenRoutes, { prefix: '/token' });
    await signedIn.register(topicRoutes, { prefix: '/topic' });
    await signedIn.register(userRoutes, { prefix: '/user' });
    await signedIn.register(workerRoutes, { prefix: '/worker' });
  });
};

export default apiRoutes;
