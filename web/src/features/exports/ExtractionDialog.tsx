import { useState } from 'react';
import { Alert, Button, Checkbox, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS } from '@tessera/domain/constants';
import {
  DEFAULT_EXTRACTION_COLUMNS,
  extractableColumns,
  type ExtractionColumn,
  type ExtractionRequest,
} from '@tessera/domain/exports/extraction';
import { SheetDialog } from '../../components/SheetDialog';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import { extractMembers } from './api/extraction';
import { useCustomFields } from '../../lib/data/useCustomFields';
import { useSession } from '../../lib/session/session';
import { useShownMemberFields } from '../../lib/data/usePreferences';

type Format = (typeof EXPORT_FORMATS)[number];

export interface ExtractionDialogProps {
  open: boolean;
  onClose: () => void;
  /** the list's current filters, when the dialog is opened from a filtered list */
  filters?: ExtractionRequest['filters'];
}

/**
 * Extraction: the members matching the list's filters as XLSX (sheet "Extraction"), CSV or TXT, with the
 * columns picked here. An extraction with no results downloads nothing and says so.
 */
export function ExtractionDialog({ open, onClose, filters }: ExtractionDialogProps) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<ExtractionColumn[]>(DEFAULT_EXTRACTION_COLUMNS);
  const [custom, setCustom] = useState<string[]>([]);
  const [format, setFormat] = useState<Format>('xlsx');
  // read while open only: the dialog sits closed on every view of the members list, whose first rows would otherwise
  // wait for this query too (one listener channel) and whose reads it would add to
  const fields = useCustomFields(useSession().profile!.orgId, open ? undefined : null).data ?? [];
  const [busy, setBusy] = useState(false);
  const [empty, setEmpty] = useState(false);

  // the group and section columns follow the preferences, as the screens do (the server refuses them too)
  const offered = extractableColumns(useShownMemberFields());
  const toggle = (c: ExtractionColumn, on: boolean) =>
    setColumns((cs) => (on ? offered.filter((k) => k === c || cs.includes(k)) : cs.filter((k) => k !== c)));

  async function download() {
    setBusy(true);
    setEmpty(false);
    try {
      // a field deleted since the dialog opened is no longer in the list: only ids still defined are sent
      const customFields = fields.filter((f) => custom.includes(f.id)).map((f) => f.id);
      const chosen = columns.filter((c) => offered.includes(c));
      const { count, fileName } = await extractMembers({ filters: filters ?? {}, columns: chosen, customFields, format });
      if (count === 0) setEmpty(true);
      else notify('success', t('exports.done', { count, fileName }));
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  const activeFilters = Object.entries(filters ?? {}).filter(([, v]) => !!v).length;

  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={t('exports.title')}
      testId="extraction-dialog"
      actions={
        <Button
          colorPalette="brand"
          onClick={() => void download()}
          disabled={columns.length === 0}
          loading={busy}
          data-testid="extraction-download"
        >
          {t('exports.download')}
        </Button>
      }
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {activeFilters ? t('exports.filtered', { count: activeFilters }) : t('exports.all')}
        </Text>
        <Stack as="fieldset" gap="2" borderWidth="0" p="0" m="0" minW="0">
          <HStack as="legend" justify="space-between" width="full" mb="2" gap="2" flexWrap="wrap">
            <Text fontWeight="medium">{t('exports.columns')}</Text>
            <HStack gap="2">
              <Button size="xs" variant="ghost" onClick={() => setColumns(offered)}>
                {t('exports.selectAll')}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setColumns([])}>
                {t('exports.selectNone')}
              </Button>
            </HStack>
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
            {offered.map((c) => (
              <Checkbox.Root key={c} checked={columns.includes(c)} onCheckedChange={(e) => toggle(c, !!e.checked)}>
                <Checkbox.HiddenInput data-testid={`extraction-column-${c}`} />
                <Checkbox.Control />
                <Checkbox.Label>{t(`exports.columnNames.${c}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          {columns.length === 0 && (
            <Text color="red.fg" fontSize="sm">
              {t('exports.pickOne')}
            </Text>
          )}
        </Stack>
        {fields.length > 0 && (
          <Stack as="fieldset" gap="2" borderWidth="0" p="0" m="0" minW="0" data-testid="extraction-custom">
            <Text as="legend" fontWeight="medium" mb="2">
              {t('exports.customColumns')}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {fields.map((f) => (
                <Checkbox.Root
                  key={f.id}
                  checked={custom.includes(f.id)}
                  onCheckedChange={(e) => setCustom((cs) => (e.checked ? [...cs, f.id] : cs.filter((c) => c !== f.id)))}
                >
                  <Checkbox.HiddenInput data-testid={`extraction-custom-${f.id}`} />
                  <Checkbox.Control />
                  <Checkbox.Label>{f.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <Field.Root>
          <Field.Label htmlFor="extraction-format">{t('exports.format')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id="extraction-format"
              value={format}
              onChange={(e) => setFormat(e.currentTarget.value as Format)}
              data-testid="extraction-format"
            >
              {EXPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`exportFormat.${f}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {empty && (
          <Alert.Root status="info" data-testid="extraction-empty">
            <Alert.Indicator />
            <Alert.Title>{t('messages.extraction_no_results_key')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </SheetDialog>
  );
}
