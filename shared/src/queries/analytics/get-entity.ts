import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiClient,
  endpoints,
  type Entity,
  type EntityArticles,
  type EntityArticlesQuery,
  type EntityFigures,
  type EntityWindowQuery,
} from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------
// A person, organization or place and its page (docs/decisions/0060-the-entity-page.md).

/** `GET /api/entities/{id}`: the entity (404 when unknown). */
export async function getEntity(entityId: number): Promise<Entity> {
  const { data } = await apiClient.get<Entity>(endpoints.entities.one(entityId));
  return data;
}

/** `GET /api/entities/{id}/figures`: attention and tone per day, top sources and co-mentions over a window. */
export async function getEntityFigures(entityId: number, query: EntityWindowQuery): Promise<EntityFigures> {
  const { data } = await apiClient.get<EntityFigures>(endpoints.entities.figures(entityId), { params: toSearchParams(query) });
  return data;
}

/** `GET /api/entities/{id}/articles`: its articles of the window, newest first, a page at a time. */
export async function getEntityArticles(entityId: number, query: EntityArticlesQuery): Promise<EntityArticles> {
  const { data } = await apiClient.get<EntityArticles>(endpoints.entities.articles(entityId), { params: toSearchParams(query) });
  return data;
}

export function useEntity(entityId: number) {
  return useQuery(
    queryOptions({ queryKey: analyticsKeys.entity(entityId), queryFn: () => getEntity(entityId), retry: false, staleTime: 60_000 }),
  );
}

export function useEntityFigures(entityId: number, query: EntityWindowQuery) {
  return useQuery({
    queryKey: analyticsKeys.entityFigures(entityId, query),
    queryFn: () => getEntityFigures(entityId, query),
    placeholderData: keepPreviousData,
  });
}

export function useEntityArticles(entityId: number, query: EntityArticlesQuery) {
  return useQuery({
    queryKey: analyticsKeys.entityArticles(entityId, query),
    queryFn: () => getEntityArticles(entityId, query),
    placeholderData: keepPreviousData,
  });
}
