/** Types of scripts/server-build-options.mjs (the server bundle's esbuild options). */
import type { BuildOptions, Plugin } from 'esbuild';

export declare const BUNDLED_PACKAGES: string[];
export declare const NEVER_BUNDLED: string[];
export declare function packageOf(specifier: string): string;
export declare const someNpmPackagesBundled: Plugin;
export declare const serverBuildOptions: BuildOptions;
