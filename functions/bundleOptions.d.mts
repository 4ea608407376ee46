import type { BuildOptions } from 'esbuild';

export function bundleOptions(): BuildOptions;
