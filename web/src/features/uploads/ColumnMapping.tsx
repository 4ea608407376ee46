import { useState } from 'react';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAPPING_DATA_KEYS, MAPPING_DEFAULTED_FIELDS, storedValue, type UploadMappingKind } from '@tessera/domain/uploads/columnMapping';
import type { UploadRowData } from '@tessera/domain/uploads/memberUpload';
import type { PaymentUploadRowData } from '@tessera/domain/uploads/paymentUpload';
import { formatCents } from '@tessera/domain/locale/money';
import type { Language } from '@tessera/domain/constants';
import { ScrollTable } from '../../components/ScrollTable';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify, notifyFailure } from '../../components/toaster';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { escapeHtml } from '@tessera/domain/html';
import { formatDate } from '@tessera/domain/locale/dates';
import { deleteMapping, fetchSavedMappings, saveMapping, type SavedMapping } from './api/columnMappings';
import type { MappingPreview } from './useMappingPreview';
import { UploadProblemAlert } from './UploadParts';
import { rowReason } from './uploadProblem';

/** A field's name on screen: an upload column by its label (each kind has its own), a custom field by its own name. */
function fieldLabel(t: TFunction, kind: UploadMappingKind, field: string): string {
  const key = MAPPING_DATA_KEYS[kind][field];
  if (!key) return field;
  return t(kind === 'payments' ? `uploads.payments.columns.${key}` : `uploads.columns.${key}`);
}

/** The panel's wording: a payment file's own where its upload says it otherwise (the payer, what a deletion leaves). */
function copy(t: TFunction, kind: UploadMappingKind, key: string, values?: Record<string, unknown>): string {
  return kind === 'payments'
    ? t([`uploads.payments.mapping.${key}`, `uploads.mapping.${key}`], values)
    : t(`uploads.mapping.${key}`, values);
}

/**
 * The chosen file's columns beside the fields they fill (the proposal preselected, each changeable, "not imported"
 * for the rest), the saved mappings to start from and saving this one, then the first rows as they will be stored
 * and the rows that will be refused, with why.
 */
export function ColumnMappingPanel({ kind, state }: { kind: UploadMappingKind; state: MappingPreview }) {
  const { t } = useTranslation();
  const { preview, problem, mapping } = state;
  // bumped when a mapping is saved or deleted: the saved ones are read again
  const [version, setVersion] = useState(0);
  if (problem) return <UploadProblemAlert problem={problem} />;
  if (!preview || !mapping) return <LoadingSkeleton height="24" />;
  return (
    <Stack gap="5" data-testid="upload-mapping" aria-busy={state.loading}>
      <SavedMappings kind={kind} state={state} version={version} onChanged={() => setVersion((v) => v + 1)} />
      <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
        <Text as="legend" fontWeight="medium" mb="1">
          {t('uploads.mapping.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {copy(t, kind, 'help')}
        </Text>
        <Stack gap="3">
          {preview.columns.map((c) => (
            <Field.Root
              key={c.index}
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }}
              alignItems="center"
              columnGap="4"
              rowGap="1"
            >
              <Field.Label htmlFor={`upload-map-${c.index}`} fontWeight="normal">
                <Text as="span" fontWeight="medium" wordBreak="break-word">
                  {c.header}
                </Text>
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  id={`upload-map-${c.index}`}
                  data-testid={`upload-map-${c.index}`}
                  value={mapping[c.header] ?? ''}
                  onChange={(e) => state.choose(c.header, e.currentTarget.value || null)}
                >
                  <option value="">{t('uploads.mapping.notImported')}</option>
                  {preview.fields.map((f) => (
                    <option key={f} value={f}>
                      {fieldLabel(t, kind, f)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {c.alsoLike && (
                <Field.HelperText>{t('uploads.mapping.alsoLike', { field: fieldLabel(t, kind, c.alsoLike) })}</Field.HelperText>
              )}
            </Field.Root>
          ))}
        </Stack>
      </Box>
      <SaveMapping kind={kind} state={state} onSaved={() => setVersion((v) => v + 1)} />
      {!preview.header.ok && (
        <Alert.Root status="warning" data-testid="upload-mapping-missing">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('uploads.mapping.missing')}</Alert.Title>
            <Alert.Description>
              {[
                // the payer's keys: the members' email or tax code, a payment's tax code, card number or email
                ...preview.header.missing.map((f) => (f === 'email' || f.includes('|') ? copy(t, kind, 'key') : fieldLabel(t, kind, f))),
                ...preview.header.duplicated,
              ].join(', ')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {preview.header.ok && <PreviewRows kind={kind} preview={preview} mapping={mapping} />}
    </Stack>
  );
}

function PreviewRows({
  kind,
  preview,
  mapping,
}: {
  kind: UploadMappingKind;
  preview: NonNullable<MappingPreview['preview']>;
  mapping: Record<string, string | null>;
}) {
  const { t, i18n } = useTranslation();
  const fields = preview.fields.filter((f) => Object.values(mapping).includes(f) || MAPPING_DEFAULTED_FIELDS[kind].includes(f));
  const headerOf = (field: string | undefined) =>
    field ? (Object.entries(mapping).find(([, f]) => f === field)?.[0] ?? fieldLabel(t, kind, field)) : '';
  return (
    <Stack gap="3">
      <Text fontWeight="medium" data-testid="upload-preview-counts">
        {t('uploads.mapping.counts', { total: preview.total, valid: preview.valid, refused: preview.total - preview.valid })}
      </Text>
      {/* a payment file's amounts: the writing its whole amount column is read in, as the upload will read it */}
      {preview.amountWriting && (
        <Text fontSize="sm" data-testid="upload-preview-amounts">
          {t(preview.amountWriting === 'en' ? 'uploads.payments.mapping.amountsEn' : 'uploads.payments.mapping.amountsIt')}
        </Text>
      )}
      {preview.rows.length > 0 && (
        <ScrollTable label={t('uploads.mapping.rowsCaption')} maxW="100%">
          <Table.Root size="sm" data-testid="upload-preview-rows">
            <Table.Caption captionSide="top" textAlign="start" mb="1">
              {t('uploads.mapping.rowsCaption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('uploads.job.line')}</Table.ColumnHeader>
                {fields.map((f) => (
                  <Table.ColumnHeader key={f} whiteSpace="nowrap">
                    {fieldLabel(t, kind, f)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.rows.map((r) => (
                <Table.Row key={r.line}>
                  <Table.Cell>{r.line}</Table.Cell>
                  {fields.map((f) => (
                    <Table.Cell key={f} whiteSpace="nowrap">
                      {shown(t, i18n.language as Language, storedValue(r.data as UploadRowData | PaymentUploadRowData, f, kind), f)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
      {preview.refused.length > 0 && (
        <Box data-testid="upload-preview-refused">
          <Text fontWeight="medium" mb="1">
            {t('uploads.mapping.refusedCaption')}
          </Text>
          <Stack as="ul" gap="1" ps="5" fontSize="sm">
            {preview.refused.map((r) => (
              <li key={r.line}>
                {t('uploads.mapping.refusedRow', {
                  line: r.line,
                  reason: rowReason(t, kind, r.reason, r.column),
                  column: headerOf(r.column),
                })}
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/**
 * A stored value as the member's or payment's page shows it: dates day first, an amount in euro, the membership fee
 * yes or no, a multiselect's choices joined.
 */
function shown(t: TFunction, lang: Language, v: unknown, field: string): string {
  if (v === undefined || v === null) return '';
  if ((field === 'dob' || field === 'paydate') && typeof v === 'string') return formatDate(v);
  if (field === 'amount' && typeof v === 'number') return formatCents(v, lang);
  if (typeof v === 'boolean') return t(v ? 'uploads.mapping.yes' : 'uploads.mapping.no');
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** The saved mappings to start from, each deletable after a confirmation. */
function SavedMappings({
  kind,
  state,
  version,
  onChanged,
}: {
  kind: UploadMappingKind;
  state: MappingPreview;
  version: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const saved = useApiQuery(`upload-mappings-${kind}-${version}`, () => fetchSavedMappings(kind));
  const [picked, setPicked] = useState('');
  const [deleting, setDeleting] = useState<SavedMapping | null>(null);
  const list = saved.data ?? [];
  if (list.length === 0) return null;
  return (
    <HStack gap="2" align="flex-end" flexWrap="wrap">
      <Field.Root flex="1" minW="12rem">
        <Field.Label htmlFor="upload-saved-mapping">{t('uploads.mapping.savedLabel')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id="upload-saved-mapping"
            data-testid="upload-saved-mapping"
            value={picked}
            onChange={(e) => {
              const id = e.currentTarget.value;
              setPicked(id);
              const m = list.find((s) => s.id === id);
              if (m) state.useMapping(m.mapping);
            }}
          >
            <option value="">{t('uploads.mapping.proposed')}</option>
            {list.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {picked && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(list.find((s) => s.id === picked) ?? null)}>
          {t('uploads.mapping.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={!!deleting}
        ask
        icon="sad"
        title={t('uploads.mapping.deleteTitle')}
        messageHtml={escapeHtml(copy(t, kind, 'deleteMessage', { name: deleting?.name ?? '' }))}
        confirmLabel={t('uploads.mapping.delete')}
        onConfirm={() => {
          const gone = deleting;
          setDeleting(null);
          if (!gone) return;
          void deleteMapping(kind, gone.id).then(
            () => {
              setPicked('');
              onChanged();
            },
            (e: unknown) => notifyFailure(t, e),
          );
        }}
        onCancel={() => setDeleting(null)}
      />
    </HStack>
  );
}

/** Saving the mapping on screen under a name (one of the same name is replaced). */
function SaveMapping({ kind, state, onSaved }: { kind: UploadMappingKind; state: MappingPreview; onSaved: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  async function save() {
    if (!state.mapping || !name.trim()) return;
    setBusy(true);
    try {
      await saveMapping(kind, name.trim(), state.mapping);
      notify('success', t('uploads.mapping.saved', { name: name.trim() }));
      setName('');
      onSaved();
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <HStack gap="2" align="flex-end" flexWrap="wrap">
      <Field.Root flex="1" minW="12rem">
        <Field.Label htmlFor="upload-mapping-name">{t('uploads.mapping.saveLabel')}</Field.Label>
        <Input
          id="upload-mapping-name"
          size="sm"
          value={name}
          maxLength={200}
          placeholder={copy(t, kind, 'savePlaceholder')}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="upload-mapping-name"
        />
      </Field.Root>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void save()}
        disabled={!name.trim()}
        loading={busy}
        data-testid="upload-mapping-save"
      >
        {t('uploads.mapping.save')}
      </Button>
    </HStack>
  );
}
