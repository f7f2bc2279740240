import { paths } from '@mediawatch/shared';
import { mountRemoteHarness } from '@mediawatch/shared/harness';

mountRemoteHarness({
  name: 'remote-explore',
  pages: [
    { path: paths.dashboard.reports, label: 'Daily Report', load: () => import('./pages/reports-page') },
    { path: paths.dashboard.relatedArticles, label: 'Explore', load: () => import('./pages/related-articles-page') },
    { path: paths.dashboard.ejournal, label: 'E-journal', load: () => import('./pages/ejournal-page') },
    { path: paths.dashboard.historicalEvents, label: 'Historical Events', load: () => import('./pages/historical-events-page') },
    { path: paths.dashboard.pdfArticle, label: 'Academic PDFs', load: () => import('./pages/pdf-article-page') },
    { path: paths.dashboard.mediaScaleIndex, label: 'Media Scale Index', load: () => import('./pages/media-scale-index-page') },
    { path: paths.dashboard.search, label: 'Search', load: () => import('./pages/search-page') },
    { path: paths.dashboard.read('demo-article'), label: 'Reader', load: () => import('./pages/read-page') },
    { path: paths.dashboard.sourceAnalysis('demo-source'), label: 'Source analysis', load: () => import('./pages/source-analysis-page') },
    { path: paths.dashboard.considerations, label: 'Considerations', load: () => import('./pages/considerations-page') },
  ],
});
