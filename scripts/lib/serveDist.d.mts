/** Types of serveDist.mjs for the TypeScript tests and benches. */
export interface ServedDist {
  /** http://127.0.0.1:<port> */
  url: string;
  /** serves another build from now on (a deploy over the first) */
  setDir(dir: string): void;
  close(): Promise<void>;
}

export function serveDist(options?: {
  dir?: string;
  port?: number;
  functionsUrl?: string;
  emulatorOrigins?: string[];
}): Promise<ServedDist>;
