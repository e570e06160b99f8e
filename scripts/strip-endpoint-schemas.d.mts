/** Types of scripts/strip-endpoint-schemas.mjs (the browser build's endpoint-schema stripping). */
export declare function stripEndpointSchemas(code: string, filename?: string): string;
export declare function stripEndpointSchemasPlugin(): {
  name: string;
  apply: 'build';
  transform(code: string, id: string): { code: string; map: null; moduleSideEffects: false } | null;
};
