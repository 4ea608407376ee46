import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// Chakra's recipes that only app/fullTheme.ts uses: every recipe but the ones app/theme.ts's LOGIN_RECIPES and
// LOGIN_SLOT_RECIPES name (and `select`, whose styles the native select's recipe reuses). Chakra's main index reaches all recipes through its default preset, so without this group
// Rolldown counts them as the login's static imports and puts them in its chunk (~10 KB gzip) although the login
// never draws them.
const LOGIN_RECIPE_FILES = ['button', 'heading', 'icon', 'input', 'input-addon', 'link', 'spinner', 'field', 'native-select', 'select'];
const FULL_THEME_RECIPES = (id: string) => {
  const file = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+)\.js$/.exec(id)?.[1];
  return file !== undefined && !LOGIN_RECIPE_FILES.includes(file);
};

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
      rolldownOptions: {
        treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
        // Everything the first page loads statically goes in one chunk (one request instead of ~30 that Rolldown cut
        // along the lazy screens' shared imports); lazy screens still get chunks of their own. With the recipes group
        // the login route weighs 193.8 KB gzip instead of 203.3 (bench: login bundle).
        output: {
          codeSplitting: {
            groups: [
              { name: 'recipes', test: FULL_THEME_RECIPES, priority: 2, includeDependenciesRecursively: false },
              { name: 'initial', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  };
});
