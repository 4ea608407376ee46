import { useState } from 'react';
import { Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { brandPaletteFrom, pickedColourSchema } from '@tessera/domain/settings/brandPalette';
import { BRAND_SHADES, HEX_COLOUR, TESSERA_BRAND_600 } from '@tessera/domain/settings/brandShades';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { setTheme } from './api/theme';

const themeInput = z.strictObject({ colour: pickedColourSchema });

/**
 * The association's colours in public information: one colour picked (or typed as #rrggbb), the palette
 * the public pages at its address will wear previewed as it is chosen, refused on the field when white text on it
 * would be hard to read; Tessera's colours again after a confirmation.
 */
export function ThemeCard({ stored }: { stored: string | undefined }) {
  const { t } = useTranslation();
  const [colour, setColour] = useState(stored ?? TESSERA_BRAND_600);
  const [resetting, setResetting] = useState(false);
  const { errors, busy, submit, clear } = useSchemaSubmit(themeInput);
  const reset = useBusyAction();
  const valid = pickedColourSchema.safeParse(colour).success;
  const palette = HEX_COLOUR.test(colour) ? brandPaletteFrom(colour) : null;

  const change = (value: string) => {
    setColour(value);
    clear('colour');
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="theme-card">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('settings.publicInfo.theme')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('settings.publicInfo.themeHelp')}
        </Text>
        <FieldRoot invalid={!!errors.colour || (palette !== null && !valid)}>
          <Field.Label>{t('settings.publicInfo.themeColour')}</Field.Label>
          <HStack gap="2" maxW="xs">
            <Input
              type="color"
              w="14"
              p="1"
              value={palette ? colour.toLowerCase() : TESSERA_BRAND_600}
              onChange={(e) => change(e.currentTarget.value)}
              aria-label={t('settings.publicInfo.themePicker')}
              data-testid="theme-picker"
            />
            <Input value={colour} onChange={(e) => change(e.currentTarget.value.trim())} maxLength={7} data-testid="theme-colour" />
          </HStack>
          <Field.ErrorText data-testid="theme-error">
            {errors.colour ? t(errors.colour) : palette && !valid ? t('validation.contrast') : null}
          </Field.ErrorText>
        </FieldRoot>
        {palette && (
          <Stack gap="2" data-testid="theme-preview">
            <HStack gap="0" borderRadius="md" overflow="hidden" aria-hidden="true">
              {BRAND_SHADES.map((s) => (
                <Box key={s} flex="1" h="6" style={{ background: palette[s] }} />
              ))}
            </HStack>
            <HStack gap="2" flexWrap="wrap">
              <Box
                px="3"
                py="1.5"
                borderRadius="md"
                fontSize="sm"
                fontWeight="semibold"
                style={{ background: palette['600'], color: '#ffffff' }}
              >
                {t('settings.publicInfo.themeSample')}
              </Box>
              <Box px="3" py="1.5" borderRadius="md" fontSize="sm" style={{ background: palette['950'], color: palette['50'] }}>
                {t('settings.publicInfo.themeSidebar')}
              </Box>
              <Text fontSize="sm" fontWeight="semibold" style={{ color: palette['700'] }}>
                {t('settings.publicInfo.themeLink')}
              </Text>
            </HStack>
          </Stack>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button
            colorPalette="brand"
            loading={busy}
            onClick={() =>
              void submit(
                { colour },
                ({ colour: c }) => setTheme(c),
                () => t('settings.publicInfo.themeSaved'),
              )
            }
            data-testid="theme-save"
          >
            {t('settings.save')}
          </Button>
          {stored && (
            <Button variant="outline" onClick={() => setResetting(true)} data-testid="theme-reset">
              {t('settings.publicInfo.themeReset')}
            </Button>
          )}
        </HStack>
      </Stack>
      <ActionDialog
        open={resetting}
        onClose={() => setResetting(false)}
        title={t('settings.publicInfo.themeResetTitle')}
        testId="theme-reset-dialog"
        action={{
          label: t('settings.publicInfo.themeReset'),
          busy: reset.busy,
          testId: 'theme-reset-confirm',
          run: () =>
            void reset.run(async () => {
              await setTheme(null);
              setResetting(false);
              setColour(TESSERA_BRAND_600);
              notify('success', t('settings.publicInfo.themeResetDone'));
            }),
        }}
      >
        <Text>{t('settings.publicInfo.themeResetBody')}</Text>
      </ActionDialog>
    </Box>
  );
}
