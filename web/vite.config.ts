import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API paths to the Functions emulator, as hosting rewrites do in production.
// `/auth` alone is the login page; only `/auth/<endpoint>` goes to the API.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.TESSERA_API_TARGET ?? 'http://127.0.0.1:5001/demo-tessera/europe-west1/api';
  const proxy = { target, changeOrigin: true };
  const port = Number(env.TESSERA_WEB_PORT ?? 5173);
  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port, strictPort: true, proxy: { '/v1': proxy, '^/auth/.+': proxy } },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy: { '/v1': proxy, '^/auth/.+': proxy } },
    build: {
      sourcemap: true,
      // Chakra's theme index builds its default config with defineConfig, an identity helper Rollup cannot prove
      // pure, so that call kept every component's recipe (date pickers, carousels…) in the login route. Marked pure,
      // unused recipes drop out and the login route carries only the ones app/theme.ts names (issue 11 §3).
      rollupOptions: { treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] } },
    },
  };
});
