import type { Plugin } from 'esbuild';

export function nodePdfLibSource(): string;
export const nodePdfLib: Plugin;
