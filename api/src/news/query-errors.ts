import type { QueryErrorBody } from '@mediawatch/shared/schemas';

import { errorBody } from '../lib/http-errors';
import { QuerySyntaxError } from './topic-query';

/**
 * The 400 body for a query that does not parse (message plus where), or null
 * for any other error; `coded` is the problem as a code of the catalogue the
 * pages word (docs/decisions/0040-server-texts-as-codes.md).
 */
export function queryErrorBody(error: unknown, field: string): QueryErrorBody | null {
  if (!(error instanceof QuerySyntaxError)) return null;
  return { ...errorBody(400, `${field}: ${error.message}`), position: error.position, length: error.length, coded: error.coded };
}
