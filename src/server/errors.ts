/**
 * Typed errors and the one error handler. Services throw these; routes never build
 * error responses themselves. Unknown errors are logged with the request id and
 * answered with a generic 500 — never a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../contract/common';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'You need to sign in first.') {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.') {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'payload_too_large', message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(429, 'rate_limited', message, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'unavailable') {
    super(503, code, message);
  }
}

export function errorBody(code: string, message: string, issues?: ErrorBody['issues']): ErrorBody {
  return issues ? { code, message, error: message, issues } : { code, message, error: message };
}

/** Postgres unique violation, through either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

function sendError(reply: FastifyReply, status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return reply.status(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/** Fastify's own client errors, in words for people. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_URL: 'The request address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The request address is too long.',
};

/**
 * The one error handler. buildApp also gives it to Fastify as `frameworkErrors` (a URL
 * that does not decode, a path parameter over maxParamLength): Fastify otherwise answers
 * those itself, outside the error handler, in its own body shape.
 */
export function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return sendError(reply, err.statusCode, errorBody(err.code, err.message), err.headers);
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    const first = issues[0];
    const message = first?.message ?? 'Invalid request';
    return sendError(reply, 400, errorBody('validation_error', message, issues));
  }
  if (isResponseSerializationError(err)) {
    request.log.error({ err }, 'response did not match its schema');
    return sendError(reply, 500, errorBody('internal', 'Something went wrong'));
  }
  // Fastify's own client errors (bad JSON, body too large, wrong content type, bad URL, rate limit).
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      CLIENT_ERROR_MESSAGES[err.code] ?? (err instanceof SyntaxError ? CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY! : err.message);
    const code = status === 429 ? 'rate_limited' : status === 413 ? 'payload_too_large' : 'bad_request';
    return sendError(reply, status, errorBody(code, message));
  }
  request.log.error({ err, reqId: request.id }, 'unhandled error');
  return sendError(reply, 500, errorBody('internal', 'Something went wrong'));
}

/** JSON 404 for an unknown API path (never the SPA shell). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, errorBody('not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
}
