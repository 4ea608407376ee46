import type { Plugin } from 'esbuild';

export function nodeFontkitSource(): string;
export const nodeFontkit: Plugin;
