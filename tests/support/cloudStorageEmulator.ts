/**
 * The Cloud Storage emulator of firebase-tools, started in this process without its security-rules runtime (a jar it
 * downloads, which this machine cannot): enough for the Admin SDK, whose requests the emulator checks as an admin's
 * and never against rules. It serves the Cloud Storage JSON API (simple and resumable uploads, ranged downloads,
 * metadata, deletes) and signed URLs' paths, so the production byte store (functions/src/files/cloudStorageBytes.ts)
 * runs against it unchanged. Internal modules of firebase-tools, pinned in package.json: a new version may move them.
 */
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface StorageEmulatorInstance {
  args: { port: number };
  reset(): void;
}
interface StorageModules {
  StorageEmulator: new (args: Record<string, unknown>) => StorageEmulatorInstance;
  createApp(
    projectId: string,
    emulator: StorageEmulatorInstance,
  ): Promise<{ listen(port: number, host: string): import('node:http').Server }>;
  EmulatorRegistry: { set(name: string, instance: unknown): void; clear(name: string): void };
}

function modules(): StorageModules {
  const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as Pick<StorageModules, 'StorageEmulator'>;
  const { createApp } = require('firebase-tools/lib/emulator/storage/server.js') as Pick<StorageModules, 'createApp'>;
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as Pick<StorageModules, 'EmulatorRegistry'>;
  return { StorageEmulator, createApp, EmulatorRegistry };
}

/** Starts the emulator on a free port of 127.0.0.1; answers its `host:port` and how to stop it (its files deleted). */
export async function startCloudStorageEmulator(projectId: string): Promise<{ host: string; stop(): Promise<void> }> {
  const { StorageEmulator, createApp, EmulatorRegistry } = modules();
  // the rules are never loaded (start() is not called): they only matter to requests made as a user
  const emulator = new StorageEmulator({
    projectId,
    host: '127.0.0.1',
    port: 0,
    rules: { name: 'unused', content: '' },
    auto_download: false,
  });
  // the emulator builds its objects' links from the registry's address for it
  EmulatorRegistry.set('storage', emulator);
  const server = (await createApp(projectId, emulator)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  emulator.args.port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${emulator.args.port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      emulator.reset();
      EmulatorRegistry.clear('storage');
    },
  };
}
