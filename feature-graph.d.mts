/** Types of feature-graph.mjs (read by tests/lint/architecture.test.ts). */
export interface FeatureNode {
  /** The features this one imports (through their index.ts), each with the reason. */
  uses?: Record<string, string>;
  /** A note on the feature itself (e.g. a URL prefix it shares). */
  why?: string;
}
export type FeatureGraph = Record<string, FeatureNode>;
export const serverFeatures: FeatureGraph;
export const webFeatures: FeatureGraph;
export function findCycle(graph: FeatureGraph): string[] | null;
