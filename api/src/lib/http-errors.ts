import { STATUS_CODES } from 'node:http';

import type { ErrorBody } from '@mediawatch/shared/schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

// ----------------------------------------------------------------------

/** Spec section 8: the text of any answer we cannot explain better. */
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
export function validationMessage(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  input: unknown,
): string {
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

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(errorBody(statusCode, error.message || STATUS_CODES[statusCode] || 'Error'));
  }

  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send(errorBody(500, GENERIC_ERROR_MESSAGE));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`));
}
