/**
 * JSON request bodies: Fastify's own parser (same body limits, same refusal of
 * `__proto__` and `constructor.prototype` keys, same errors), then every string and key
 * made well-formed Unicode: a lone UTF-16 surrogate becomes U+FFFD.
 *
 * Why: JSON can carry half a surrogate pair (`"\ud83d"`), e.g. from a client that cut
 * a string with slice() through an emoji. Written to a text column it silently becomes
 * U+FFFD anyway (UTF-8 cannot hold it), but JSON.stringify keeps the `\ud83d` escape and
 * PostgreSQL refuses it in a jsonb column, so saving a Business OS session failed with
 * a 500. Replacing it here treats every route and every column alike, and a split
 * emoji costs one character rather than the user's save.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's body is optional (a client may send none, e.g. the spec's
     * `POST /api/user/seed-activity`): an empty body with a JSON content type is read as
     * no body, as one without a content type is. Fastify validates an absent body as
     * `null`, so the route's body schema must accept null (`.nullish()`). A route with no
     * body schema is treated so too; elsewhere an empty JSON body stays Fastify's 400.
     */
    optionalBody?: boolean;
  }
}

/** Only a `\uD800`–`\uDFFF` escape can put a surrogate into parsed JSON (UTF-8 bytes cannot). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // An empty body is none on a route that opts in, and on one that takes no body at all
    // (e.g. POST /api/auth/logout from a client that always sets the JSON content type).
    const takesNone = request.routeOptions.config.optionalBody || request.routeOptions.schema?.body === undefined;
    if (takesNone && (body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, body as string, (err, value) => {
      // The common case, no surrogate escape at all, costs one regex scan.
      if (err || !SURROGATE_ESCAPE.test(body as string)) done(err, value);
      else done(null, toWellFormed(value));
    });
  });
}

const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\uFFFD');

/** Fixes strings and keys in place; iterative, so a deeply nested body cannot overflow the stack. */
export function toWellFormed(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        if (typeof v === 'string') node[i] = wellFormed(v);
        else if (v && typeof v === 'object') stack.push(v);
      }
    } else if (node && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      for (const key of Object.keys(obj)) {
        const v = obj[key];
        const fixedKey = wellFormed(key);
        if (fixedKey !== key) delete obj[key];
        obj[fixedKey] = typeof v === 'string' ? wellFormed(v) : v;
        if (v && typeof v === 'object') stack.push(v);
      }
    }
  }
  return value;
}
