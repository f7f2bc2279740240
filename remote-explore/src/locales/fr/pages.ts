import type { TextsIn } from '@mediawatch/shared/ui';

import type { pagesEn } from '../en/pages';

export const pagesFr: TextsIn<typeof pagesEn, 'fr'> = {
  ejournal:
    'Des numéros composés par la rédaction : choisissez des articles, rangez-les en rubriques, ajoutez des notes éditoriales et publiez une page épurée, prête à imprimer.',
  pdfArticle:
    'Téléversez des PDF, extrayez leur texte et leurs métadonnées, recherchez-les avec les articles et rattachez-les à des sujets.',
};
