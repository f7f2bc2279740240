import { STATUS_CODES } from 'node:http';

import { coded, type CodedMessage } from '@mediawatch/shared/messages';
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
    /** The message as a code of the catalogue, sent beside the English as `coded`. */
    readonly coded?: CodedMessage,
  ) {
    super(message);
  }

  /** An error worded by a code of the catalogue: its English as `message`, the code as `coded`. */
  static coded(statusCode: number, message: CodedMessage): HttpError {
    return new HttpError(statusCode, message.text ?? message.code, message);
  }
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

// ----------------------------------------------------------------------

type ValidationIssue = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

const fieldOf = (issue: ValidationIssue, context: string | undefined) =>
  issue.instancePath.split('/').filter(Boolean).join('.') || context || 'input';

/** The value at an issue's path in the request's input (undefined when absent). */
function valueAt(input: unknown, instancePath: string): unknown {
  let value = input;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : null);

const ID_FORMATS = new Set(['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'xid', 'ksuid']);
const DATE_FORMATS = new Set(['datetime', 'date', 'time', 'duration']);

/**
 * One refused field as a code of the catalogue with its parameters (the
 * field's path and the constraint's figure): zod's issue code and origin say
 * which constraint failed, whatever English the schema wrote
 * (docs/decisions/0040-server-texts-as-codes.md).
 */
export function validationIssueMessage(issue: ValidationIssue, context: string | undefined, input: unknown): CodedMessage {
  const field = fieldOf(issue, context);
  const params = issue.params ?? {};
  const origin = typeof params.origin === 'string' ? params.origin : '';
  const list = origin === 'array' || origin === 'set';
  const text = origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return valueAt(input, issue.instancePath) === undefined
        ? coded('validation.required', { field })
        : coded('validation.wrongType', { field });
    case 'too_small': {
      const min = bound(params.minimum);
      if (min === null) break;
      if (text) return min <= 1 ? coded('validation.required', { field }) : coded('validation.tooShort', { field, min });
      return list ? coded('validation.tooFew', { field, min }) : coded('validation.tooSmall', { field, min });
    }
    case 'too_big': {
      const max = bound(params.maximum);
      if (max === null) break;
      if (text) return coded('validation.tooLong', { field, max });
      return list ? coded('validation.tooMany', { field, max }) : coded('validation.tooBig', { field, max });
    }
    case 'invalid_format': {
      const format = typeof params.format === 'string' ? params.format : '';
      if (format === 'email') return coded('validation.email', { field });
      if (format === 'url') return coded('validation.url', { field });
      if (ID_FORMATS.has(format)) return coded('validation.id', { field });
      if (DATE_FORMATS.has(format)) return coded('validation.date', { field });
      return coded('validation.format', { field });
    }
    case 'invalid_value':
      if (Array.isArray(params.values)) return coded('validation.oneOf', { field, options: params.values.map(String).join(', ') });
      break;
    case 'unrecognized_keys':
      if (Array.isArray(params.keys)) {
        const prefix = issue.instancePath.split('/').filter(Boolean).join('.');
        return coded('validation.unknownField', {
          field: params.keys.map((key) => (prefix ? `${prefix}.${String(key)}` : String(key))).join(', '),
        });
      }
      break;
    default:
      break;
  }
  return coded('validation.invalid', { field });
}

/** A schema's refusal as codes: the first field's, and one per field. */
export function validationMessages(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  input: unknown,
): { coded: CodedMessage; issues: CodedMessage[] } {
  if (input === undefined || input === null) {
    const message = context === 'body' ? coded('validation.bodyRequired') : coded('validation.inputRequired', { part: context ?? 'input' });
    return { coded: message, issues: [message] };
  }
  const seen = new Set<string>();
  const messages: CodedMessage[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue, context);
    if (seen.has(field)) continue;
    seen.add(field);
    messages.push(validationIssueMessage(issue, context, input));
  }
  return { coded: messages[0] ?? coded('validation.invalid', { field: context ?? 'input' }), issues: messages };
}

/** "email: Email must be a valid email address; password: Password is required". */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined, input: unknown): string {
  if (input === undefined || input === null) {
    return context === 'body' ? 'Request body is required' : `Request ${context ?? 'input'} is required`;
  }
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue, context);
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
    const input = inputOf(request, context);
    const message = validationMessage(error.validation, context, input);
    return reply.code(400).send({ ...errorBody(400, message), ...validationMessages(error.validation, context, input) });
  }

  const database = databaseErrorAnswer(error);
  if (database) {
    request.log.warn({ err: error }, 'Database refused a value');
    return reply.code(database.statusCode).send(database);
  }

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  // An HttpError's message is written for the user, whatever its status (a 507 names the full quota).
  if (statusCode >= 400 && (statusCode < 500 || error instanceof HttpError)) {
    const body = errorBody(statusCode, error.message || STATUS_CODES[statusCode] || 'Error');
    return reply.code(statusCode).send(error instanceof HttpError && error.coded ? { ...body, coded: error.coded } : body);
  }

  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send(errorBody(500, GENERIC_ERROR_MESSAGE));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`));
}
