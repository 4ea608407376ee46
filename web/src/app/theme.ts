import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The one theme: brand colours and semantic tokens that screens use instead of raw colours. */
const themeConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#b3ccff' },
          300: { value: '#84aaff' },
          400: { value: '#5584f5' },
          500: { value: '#2f62e0' },
          600: { value: '#1f4cc0' },
          700: { value: '#1a3d99' },
          800: { value: '#183479' },
          900: { value: '#142a5e' },
          950: { value: '#0c1a3d' },
        },
      },
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        'app.bg': { value: '{colors.gray.50}' },
        'app.panel': { value: 'white' },
        'app.sidebar': { value: '{colors.brand.950}' },
        'app.sidebarFg': { value: '{colors.brand.50}' },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'app.bg' },
  },
});

export const system = createSystem(defaultConfig, themeConfig);
