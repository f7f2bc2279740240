const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_explore',
  title: 'remote-explore · Mediawatch',
  exposes: {
    './reports-page': './src/pages/reports-page.tsx',
    './related-articles-page': './src/pages/related-articles-page.tsx',
    './ejournal-page': './src/pages/ejournal-page.tsx',
    './historical-events-page': './src/pages/historical-events-page.tsx',
    './pdf-article-page': './src/pages/pdf-article-page.tsx',
    './media-scale-index-page': './src/pages/media-scale-index-page.tsx',
    './search-page': './src/pages/search-page.tsx',
    './read-page': './src/pages/read-page.tsx',
    './source-analysis-page': './src/pages/source-analysis-page.tsx',
    './considerations-page': './src/pages/considerations-page.tsx',
  },
});
