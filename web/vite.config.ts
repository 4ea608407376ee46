import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// Chakra's recipes that only app/fullTheme.ts uses: every recipe but the ones app/theme.ts's LOGIN_RECIPES and
// LOGIN_SLOT_RECIPES name (and `select`, whose styles the native select's recipe reuses). Chakra's main index reaches all recipes through its default preset, so without this group
// Rolldown counts them as the login's static imports and puts them in its chunk (~10 KB gzip) although the login
// never draws them.
const LOGIN_RECIPE_FILES = ['button', 'heading', 'icon', 'input', 'input-addon', 'link', 'spinner', 'field', 'native-select', 'select'];
const FULL_THEME_RECIPES = (id: string) => {
  const file = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+)\.js$/.exec(id)?.[1];
  return file !== undefined && !LOGIN_RECIPE_FILES.includes(file);
};

/**
 * The build's version in index.html (`<meta name="tessera-version">`): which build a page runs, for support and for
 * the update test (tests/shell/pwa.e2e.test.ts). No git here: TESSERA_APP_VERSION when given, else the build time.
 */
const appVersion = (version: string): Plugin => ({
  name: 'tessera-app-version',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'tessera-version', content: version }, injectTo: 'head' }],
});

/**
 * The installable app: manifest and a Workbox service worker that precaches the app shell (index.html,
 * the JS and CSS chunks, which carry the locales; no web fonts are shipped) and answers navigations with index.html.
 * Nothing else is cached: API calls (/v1, /auth/<endpoint>), Firestore and googleapis always go to the network, so no
 * answer is ever stale. The app registers it itself (app/pwa), in production only and late; `prompt` keeps a new
 * version waiting until the app activates it (reload at once, or on the user's click while a form is dirty).
 */
const pwa = () =>
  VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: 'Tessera',
      short_name: 'Tessera',
      // no language of its own: the same installed app speaks Italian and English (the plugin would write "en")
      lang: undefined,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      // app/theme.ts brand.600, the favicon's blue
      theme_color: '#1f4cc0',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeAssets: ['icons/apple-touch-icon-180.png'],
    workbox: {
      // the shell; source maps and the legal PDFs (opened rarely, from the network) are left out
      globPatterns: ['**/*.{js,css,html}'],
      // the largest chunk (the full theme, the charts) is above Workbox's 2 MiB default on a source-mapped build
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: 'index.html',
      // the API's paths (as firebase.json's rewrites), Hosting's reserved /__/ and the static files under /legal/
      navigateFallbackDenylist: [/^\/v1\//, /^\/deployment\//, /^\/auth\/./, /^\/__\//, /^\/legal\//],
      runtimeCaching: [],
      // static routes: the API and other origins go to the network without waking the worker (public/sw-routes.js)
      importScripts: ['sw-routes.js'],
      cleanupOutdatedCaches: true,
      // the first install takes the open page at once: its lazy screens come from the cache when the signal goes
      clientsClaim: true,
    },
  });

// The dev server proxies the API paths to the Functions emulator, as hosting rewrites do in production.
// `/auth` alone is the login page; only `/auth/<endpoint>` goes to the API.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.TESSERA_API_TARGET ?? 'http://127.0.0.1:5001/demo-tessera/europe-west1/api';
  const proxy = { target, changeOrigin: true };
  const port = Number(env.TESSERA_WEB_PORT ?? 5173);
  return {
    plugins: [react(), appVersion(env.TESSERA_APP_VERSION || new Date().toISOString()), pwa()],
    server: { host: '127.0.0.1', port, strictPort: true, proxy: { '/v1': proxy, '^/auth/.+': proxy, '/deployment/hosts.json': proxy } },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy: { '/v1': proxy, '^/auth/.+': proxy, '/deployment/hosts.json': proxy } },
    build: {
      sourcemap: true,
      // Chakra's theme index builds its default config with defineConfig, an identity helper Rollup cannot prove
      // pure, so that call kept every component's recipe (date pickers, carousels…) in the login route. Marked pure,
      // unused recipes drop out and the login route carries only the ones app/theme.ts names.
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
