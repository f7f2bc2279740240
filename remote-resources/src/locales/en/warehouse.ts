export const warehouseEn = {
  title: 'Data Warehouse',
  description: 'Every stored article, cleaned, deduplicated and scored. Filter, sort and export what you need.',
  exportCsv: 'Export CSV',
  exportFailed: 'CSV export failed: {{message}}',
  loadingBar: 'Loading articles',
  loading: 'Loading articles…',
  loadFailed: 'Could not load the articles',
  noMatch: 'No article matches these filters',
  noMatchText: 'Widen the dates or clear a filter.',
  empty: 'No articles yet',
  emptyText: 'Articles appear here as the worker fetches the sources.',
};
