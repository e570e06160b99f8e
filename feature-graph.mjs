/**
 * The declared feature graph: which feature may import which (issue #26, ADR 050).
 *
 * This file reads as the architecture. Each feature lists the features it `uses`, each
 * edge with a one-line reason. ESLint (eslint.config.js) builds its import rules from it:
 *
 * - a feature imports another feature only along a declared edge, and only through that
 *   feature's public interface, `features/<area>/index.ts` (never `features/<area>/x.ts`);
 * - the graph is one-way: a cycle here is refused when the lint config loads, and
 *   `import-x/no-cycle` still refuses cycles between files;
 * - platform/ (server) and lib/, ui/ (web) import no feature at all.
 *
 * The composition roots are not features: src/server/app.ts and src/server/main.ts, the
 * NLP worker's src/server/nlp-worker.ts with src/server/offline-analyst.ts (the offline
 * analyst with the features' offline skills), and src/web/routes.tsx, src/web/main.tsx put
 * features together and may import any of them, preferably through their index.ts. A service one feature needs from another is better
 * handed in there (injection) than imported; declare an edge when a feature needs another's
 * types, schema-level helpers or functions at module level.
 * The NLP worker's roots are the exception: they import the offline skills and the session
 * insights by their file (features/outline/outline-offline.ts, features/worlds/narration-offline.ts,
 * features/business-os/session-insights.ts), because those features' index.ts also export
 * their services and routes, which would load Fastify, Drizzle and the features' whole
 * code into the worker thread (and its bundle, dist/server/nlp-worker.js) for nothing.
 * The founder advisor's index.ts is light (the founder math only), so it is imported there.
 *
 * To add an edge: add `target: 'why'` under the feature that imports, in one line.
 * Keys are folder names under src/server/features and src/web/features; a feature with no
 * edges may be left out.
 *
 * @typedef {{ uses?: Record<string, string>, why?: string }} FeatureNode
 */

/** @type {Record<string, FeatureNode>} */
export const serverFeatures = {
  auth: {
    uses: {
      worlds: 'the account export and account deletion read and delete the user’s world rows and stored files',
    },
  },
  assistant: {
    uses: {
      advisor: 'a follow-up question keeps only the earlier turns it refers back to (relevantHistory), in the chat and the demo’s advisor',
    },
  },
  advisor: {
    why: 'the founder math; the AI layer gets it from the composition roots (app.ts: founderMathGrounding; offline-analyst.ts: advisorOffline, demoAdvisorOffline), not by an edge',
  },
  activity: {
    why: 'also serves /api/user/activity-stats, read from the AI layer’s ledger (platform/ai/usage.ts)',
  },
  game: {
    why: 'plays a world through the WorldSource app.ts hands it (the worlds service), not by an edge',
  },
  'matrix-bridges': {
    why: 'acts with the user’s Matrix account, which app.ts resolves for it (resolveMatrixAccount), not by an edge to matrix',
  },
  matrix: {
    uses: {
      worlds: '“Add to my world”: a Matrix room becomes a world chat source through the imports service',
    },
  },
  julia: {
    why: '/api/workspaces/:id/{conversations,messages,files} are julia’s: :id is a Julia files workspace (not a shared workspace); the spec fixes the URLs',
  },
  billing: {
    why: 'Stripe Checkout and its signed webhook set users.plan, which the worlds read from the users table; no edge (ADR 053)',
  },
  workspaces: {
    why: '/api/workspaces and /api/workspaces/:id/* (members, invites, budget, usage, …) are the shared workspaces’; julia owns conversations, messages and files under the same prefix',
  },
};

/**
 * Web features (src/web/features). Pages that combine features are composed in
 * src/web/routes.tsx; shared queries live in src/web/lib/queries.
 * @type {Record<string, FeatureNode>}
 */
export const webFeatures = {
  worlds: {
    uses: {
      billing: 'the hub shows the way to Pro (UpgradeButton) and the page state after Stripe Checkout (CheckoutReturnNotice)',
    },
  },
};

/**
 * The first cycle in a graph, as the list of features around it (`['a', 'b', 'a']`), or
 * null. Used by eslint.config.js (which throws) and by the lint test.
 * @param {Record<string, FeatureNode>} graph
 * @returns {string[] | null}
 */
export function findCycle(graph) {
  const state = new Map(); // feature -> 'open' while on the path, 'done' once cleared
  const path = [];
  /** @param {string} node */
  const visit = (node) => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of Object.keys(graph[node]?.uses ?? {})) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of Object.keys(graph)) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}
