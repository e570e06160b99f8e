/**
 * How the prerendered visitor landing marks its root (scripts/prerender-landing.mjs writes it,
 * main.tsx reads it to hydrate instead of rendering afresh): `<div id="root" data-prerendered="visitor">`.
 */
export const PRERENDERED_ATTR = 'data-prerendered';
export const PRERENDERED_VISITOR = 'visitor';
