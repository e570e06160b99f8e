/** Types of eslint.config.js's named export (read by tests/lint/architecture.test.ts). */
import type { Linter } from 'eslint';
import type { FeatureGraph } from './feature-graph.mjs';

export interface RestrictedZone {
  target: string;
  from: string;
  except: string[];
  message: string;
}
/** The restricted-path zones of one side's declared feature graph; throws when it has a cycle. */
export function featureZones(root: string, graph: FeatureGraph, side: 'server' | 'web'): RestrictedZone[];
declare const config: Linter.Config[];
export default config;
