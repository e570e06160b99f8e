/**
 * Vite plugin for the browser build (#26, ADR 051): the web calls endpoints of
 * src/contract/endpoints/ only for their method and path (web/lib/api.ts), while each
 * endpoint object also holds the zod schemas the server validates with. Left in, every
 * page that calls the API would load zod and the schemas of its endpoints, including the
 * landing page. So, in the browser build only:
 *   1. in every `defineEndpoint({...})` of contract/endpoints/, the schema properties
 *      (params, query, body, response) become `void 0` — the types still come from the
 *      source, which TypeScript reads unchanged;
 *   2. contract/ modules are declared free of side effects (they only define schemas and
 *      constants), so a schema nobody else uses is dropped with its module.
 * A form that validates with a contract schema imports it by name, so it still gets it.
 */
import { parseAst } from 'rolldown/parseAst';

const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'response']);
const CONTRACT = /[\\/]src[\\/]contract[\\/]/;
const ENDPOINTS = /[\\/]src[\\/]contract[\\/]endpoints[\\/]/;

/** The endpoint module's code with the schema values of each defineEndpoint call replaced by `void 0`. */
export function stripEndpointSchemas(code, filename = 'endpoints.js') {
  const ast = parseAst(code, { lang: 'js', sourceType: 'module' }, filename);
  const cuts = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'CallExpression' && node.callee?.type === 'Identifier' && node.callee.name === 'defineEndpoint') {
      const arg = node.arguments[0];
      if (arg?.type === 'ObjectExpression') {
        for (const prop of arg.properties) {
          const key = prop.type === 'Property' && !prop.computed ? (prop.key.name ?? prop.key.value) : undefined;
          if (SCHEMA_KEYS.has(key) && !prop.shorthand) cuts.push([prop.value.start, prop.value.end]);
          else if (SCHEMA_KEYS.has(key)) cuts.push([prop.start, prop.end, `${key}: void 0`]);
        }
      }
    }
    for (const k of Object.keys(node)) if (k !== 'type' && k !== 'start' && k !== 'end') visit(node[k]);
  };
  visit(ast);
  let out = code;
  for (const [start, end, text = 'void 0'] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

export function stripEndpointSchemasPlugin() {
  return {
    name: 'mnemo:strip-endpoint-schemas',
    apply: 'build',
    // After TypeScript is compiled away (no `enforce`: user plugins run after Vite's own transforms).
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      return { code: ENDPOINTS.test(id) ? stripEndpointSchemas(code, id) : code, map: null, moduleSideEffects: false };
    },
  };
}
