/**
 * Typed errors and the one error handler. Services throw these; routes never build
 * error responses themselves. Unknown errors are logged with the request id and
 * answered with a generic 500 — never a stack trace.
 */
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { TEXT_MESSAGE, type ErrorBody } from '../contract/common';

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
  constructor(message = 'You do not have access to this.', code = 'forbidden') {
    super(403, code, message);
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
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, code = 'unsupported_media_type') {
    super(415, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds?: number, code = 'rate_limited') {
    super(429, code, message, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
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

export const MULTIPART_MESSAGE =
  'The upload is not a valid multipart/form-data body (missing or mismatched boundary, or cut off). Send it again.';
const MULTIPART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const MULTIPART_BAD_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_MP_PREMATURE_CLOSE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
]);
/** What busboy (the parser under @fastify/multipart) throws for a malformed body: plain Errors, no code. */
const BUSBOY_MESSAGE = /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data|Malformed part header)/;

/**
 * A malformed or over-limit multipart body as a 4xx, else undefined. Shared by the
 * upload helper (platform/multipart.ts) and the one error handler, so a route that
 * reads parts itself gets the same answer.
 */
export function multipartClientError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return undefined;
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeError('The uploaded file is too large.');
  if (MULTIPART_LIMIT_CODES.has(code)) return new PayloadTooLargeError('The upload has too many parts.');
  if (code === 'FST_PROTO_VIOLATION') return new BadRequestError('A form field name is not allowed.', 'bad_multipart');
  if (MULTIPART_BAD_CODES.has(code)) return new BadRequestError(MULTIPART_MESSAGE, 'bad_multipart');
  if (!code && typeof e?.message === 'string' && BUSBOY_MESSAGE.test(e.message)) {
    return new BadRequestError(MULTIPART_MESSAGE, 'bad_multipart');
  }
  return undefined;
}

/**
 * PostgreSQL refusing a string it cannot store (NUL, or bytes that are not UTF-8):
 * 22021 character_not_in_repertoire ("invalid byte sequence"), 22P05
 * untranslatable_character ("unsupported Unicode escape sequence" in jsonb). The
 * contract refuses such text first (ADR 010); this is the net behind it, through
 * either driver and Drizzle's wrapper.
 */
export function isUnstorableText(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '22021' || e.code === '22P05') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody;
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

function clientMessage(err: FastifyError): string {
  return CLIENT_ERROR_MESSAGES[err.code] ?? (err instanceof SyntaxError ? CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY! : err.message);
}

/**
 * The one way an error becomes an answer: status, headers and the contract's body.
 * Unknown errors are logged here, with the request id, and answered with a generic
 * 500 (no message, no stack). The error handler uses it, and so does anything that
 * answers an error outside it (the SSE stream of the assistant, whose headers are
 * already sent).
 */
export function toErrorAnswer(err: unknown, request: { id: string; log: FastifyBaseLogger }): ErrorAnswer {
  const answer = (status: number, body: ErrorBody, headers: Record<string, string> = {}) => ({ status, headers, body });
  if (err instanceof AppError) return answer(err.statusCode, errorBody(err.code, err.message), err.headers);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    const message = issues[0]?.message ?? 'Invalid request';
    return answer(400, errorBody('validation_error', message, issues));
  }
  if (isResponseSerializationError(err)) {
    request.log.error({ err, reqId: request.id }, 'response did not match its schema');
    return answer(500, errorBody('internal', 'Something went wrong'));
  }
  const multipartError = multipartClientError(err);
  if (multipartError) return toErrorAnswer(multipartError, request);
  if (isUnstorableText(err)) {
    request.log.warn({ err, reqId: request.id }, 'text the database cannot store reached it');
    return answer(400, errorBody('invalid_text', TEXT_MESSAGE));
  }
  const e = err as FastifyError;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = status === 429 ? 'rate_limited' : status === 413 ? 'payload_too_large' : 'bad_request';
    return answer(status, errorBody(code, clientMessage(e)));
  }
  request.log.error({ err, reqId: request.id }, 'unhandled error');
  return answer(500, errorBody('internal', 'Something went wrong'));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * The one error handler. buildApp also gives it to Fastify as `frameworkErrors` (a URL
 * that does not decode, a path parameter over maxParamLength): Fastify otherwise answers
 * those itself, outside the error handler, in its own body shape.
 */
export function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorAnswer(err, request);
  return sendError(reply, status, body, headers);
}

/** JSON 404 for an unknown API path (never the SPA shell). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, errorBody('not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
}
