import type { TextsIn } from '@mediawatch/shared/ui';

import type { warehouseEn } from '../en/warehouse';

export const warehouseFr: TextsIn<typeof warehouseEn, 'fr'> = {
  title: 'Entrepôt de données',
  description: 'Tous les articles stockés, nettoyés, dédoublonnés et notés. Filtrez, triez et exportez ce dont vous avez besoin.',
  exportCsv: 'Exporter en CSV',
  exportFailed: 'Échec de l’export CSV : {{message}}',
  loadingBar: 'Chargement des articles',
  loading: 'Chargement des articles…',
  loadFailed: 'Impossible de charger les articles',
  noMatch: 'Aucun article ne correspond à ces filtres',
  noMatchText: 'Élargissez les dates ou retirez un filtre.',
  empty: 'Aucun article pour l’instant',
  emptyText: 'Les articles apparaissent ici à mesure que le collecteur récupère les sources.',
};
