import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type RecipeDefinition,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import { TESSERA_BRAND_600 } from '@tessera/domain/settings/brandShades';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  buttonRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
  semanticTokens,
  textStyles,
  tokens,
  fieldSlotRecipe,
  nativeSelectSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's solid button lightens on hover and when expanded (its fill at 90 % over the page): white text on a green or
 * brand fill that passes 4.5:1 at rest then drops under it (the pressed "Favorevole" of a vote measured 4.17:1 under the
 * pointer that just pressed it). A hover one shade darker keeps the feedback and the contrast.
 */
function withSolidHoverDarker(recipe: RecipeDefinition): RecipeDefinition {
  const variants = recipe.variants!;
  return {
    ...recipe,
    variants: {
      ...variants,
      variant: {
        ...variants.variant,
        solid: { ...variants.variant!.solid, _hover: { bg: 'colorPalette.fg' }, _expanded: { bg: 'colorPalette.fg' } },
      },
    },
  };
}

/**
 * The component styles (recipes) the login route draws: its buttons, headings, inputs, links and spinners, its fields
 * and the language switch. The others come with fullTheme.ts, downloaded with the first other screen or toast and
 * swapped in by App before it renders (lib/screensReady.ts): about 25 KB gzip the login page never fetches.
 */
export const LOGIN_RECIPES = {
  button: withSolidHoverDarker(buttonRecipe),
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};
export const LOGIN_SLOT_RECIPES = { field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe };

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
          600: { value: TESSERA_BRAND_600 },
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
        // Chakra's defaults for these text and fill colours measure 3.3–3.8:1 against white (WCAG AA asks 4.5:1 for
        // text): error texts (red.500), warnings (orange.600), success texts, green solid badges and toasts (green.600).
        // Darker shades of the same palettes keep the meaning and pass. Ratios measured on white and on the tinted
        // backgrounds (red.50) these texts sit on.
        fg: {
          error: { value: '#c53030' }, // 5.5:1 on white, 5.0:1 on red.50
          warning: { value: '{colors.orange.700}' }, // 7.9:1
          success: { value: '{colors.green.700}' }, // 6.8:1
        },
        green: {
          solid: { value: '#15803d' }, // white text 5.0:1 ("Attiva" badge, success toast)
        },
        orange: {
          solid: { value: '#c2410c' }, // white text 5.2:1 (warning toast)
        },
        red: {
          solid: { value: '#c53030' }, // white text 5.5:1 (error toast)
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
    // A busy button (loading, no loadingText) hides its label with visibility behind the spinner, which also takes it
    // out of the accessibility tree: the button has no name while it works. Kept visible, in transparent ink, it stays
    // the button's name and still does not show. !important: the hiding is a utility, a later layer than this one.
    'button[data-loading] > span > span:last-child:not(.chakra-spinner)': {
      visibility: 'visible !important',
      color: 'transparent !important',
    },
  },
});

/** Chakra's default theme with these recipes, and ours on top. */
export function buildSystem(recipes: Record<string, RecipeDefinition>, slotRecipes: Record<string, SlotRecipeConfig>) {
  const chakraTheme = defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
  });
  return createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), themeConfig);
}

/** The system the login route starts with. */
export const loginSystem = buildSystem(LOGIN_RECIPES, LOGIN_SLOT_RECIPES);
