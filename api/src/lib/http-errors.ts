import { STATUS_CODES } from 'node:http';

import type { ErrorBody } from '@mediawatch/shared/schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

// ----------------------------------------------------------------------

/** docs/spec.md §8: the text of any answer we cannot explain better. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** An error whose message is safe to show: the error handler answers with it and its status. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

// ----------------------------------------------------------------------

type ValidationIssue = { instancePath: string; message?: string };

/** "email: Email must be a valid email address; password: Password is required". */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined, input: unknown): string {
  if (input === undefined || input === null) {
    return context === 'body' ? 'Request body is required' : `Request ${context ?? 'input'} is required`;
  }
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context || 'input';
    // One problem per field is enough to fix it.
    if (seen.has(field)) continue;
    seen.add(field);
    parts.push(`${field}: ${issue.message ?? 'Invalid value'}`);
  }
  return parts.join('; ');
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return {};
  }
}

/** SQLSTATE of a statement cancelled by statement_timeout. */
export const QUERY_CANCELED = '57014';

export const TIMEOUT_MESSAGE = 'The database took too long to answer. Narrow the search or try again in a moment.';

/**
 * The answer to an error the database raised about a value rather than a
 * fault (SQLSTATE class 22, data exception: a number or date out of range, a
 * character it cannot store), which the schemas should have refused first,
 * and to a statement stopped by its timeout; null for anything else.
 */
export function databaseErrorAnswer(error: unknown): ErrorBody | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('22')) return errorBody(400, 'A value in the request is out of range or holds a character that cannot be stored.');
  if (code === QUERY_CANCELED) return errorBody(503, TIMEOUT_MESSAGE);
  return null;
}

/**
 * Every error leaves as `{ statusCode, error, message }`: validation errors
 * as a readable 400, other 4xx with their own message, anything else as a
 * logged 500 with the generic text (never a stack trace).
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const message = validationMessage(error.validation, context, inputOf(request, context));
    return reply.code(400).send(errorBody(400, message));
  }

  const database = databaseErrorAnswer(error);
  if (database) {
    request.log.warn({ err: error }, 'Database refused a value');
    return reply.code(database.statusCode).send(database);
  }

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  // An HttpError's message is written for the user, whatever its status (a 507 names the full quota).
  if (statusCode >= 400 && (statusCode < 500 || error instanceof HttpError)) {
    return reply.code(statusCode).send(errorBody(statusCode, error.message || STATUS_CODES[statusCode] || 'Error'));
  }

  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send(errorBody(500, GENERIC_ERROR_MESSAGE));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`));
}
