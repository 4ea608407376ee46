import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { hostnameSchema } from '@tessera/domain/deployment/hosts';
import { DialogFrame } from '../../components/DialogFrame';
import { FieldRoot } from '../../components/FieldRoot';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { addDomain, removeDomain } from './api/useDomains';

const domainForm = z.strictObject({ host: hostnameSchema });

/**
 * An organization's domains, for the platform admin: each address where its pages open in its look, added or taken
 * away without a new build (pages read the map within minutes). Removing asks first, in place.
 */
export function DomainsDialog({
  organization,
  hosts,
  onClose,
  onChanged,
}: {
  organization: { id: string; name: string } | null;
  /** the organization's hosts, by name */
  hosts: string[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [host, setHost] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const { errors, busy, submit, clear } = useSchemaSubmit(domainForm);
  const removal = useBusyAction();
  const name = organization?.name ?? '';

  async function add() {
    if (!organization) return;
    const ok = await submit(
      { host },
      (v) => addDomain(organization.id, v.host),
      (a) => t('settings.domains.added', { host: a.host, name }),
    );
    if (!ok) return;
    setHost('');
    onChanged();
  }

  function remove(h: string) {
    void removal.run(async () => {
      try {
        await removeDomain(h);
        notify('success', t('settings.domains.removed', { host: h, name }));
        setConfirming(null);
      } finally {
        onChanged();
      }
    });
  }

  function close() {
    setHost('');
    setConfirming(null);
    onClose();
  }

  return (
    <DialogFrame
      open={organization !== null}
      onDismiss={close}
      title={t('settings.domains.title', { name })}
      testId="domains-dialog"
      footer={
        <Button variant="outline" onClick={close}>
          {t('settings.domains.close')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('settings.domains.help')}
        </Text>
        {hosts.length === 0 ? (
          <Text fontSize="sm" data-testid="domains-empty">
            {t('settings.domains.none')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="domains-list" aria-label={t('settings.domains.listLabel', { name })}>
            {hosts.map((h) => (
              <Box as="li" key={h} borderWidth="1px" borderRadius="md" p="2" data-testid="domain-row" data-host={h}>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                    {h}
                  </Text>
                  {confirming === h ? (
                    <HStack gap="2" role="group" aria-label={t('settings.domains.confirmOf', { host: h })}>
                      <Text fontSize="sm">{t('settings.domains.confirm')}</Text>
                      <Button size="xs" variant="outline" onClick={() => setConfirming(null)}>
                        {t('common.cancel')}
                      </Button>
                      <Button
                        size="xs"
                        colorPalette="red"
                        loading={removal.busy}
                        onClick={() => remove(h)}
                        data-testid="domain-remove-confirm"
                      >
                        {t('settings.domains.remove')}
                      </Button>
                    </HStack>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setConfirming(h)}
                      aria-label={t('settings.domains.removeOf', { host: h })}
                      data-testid="domain-remove"
                    >
                      {t('settings.domains.remove')}
                    </Button>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
        <form
          aria-labelledby="domain-add-label"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'end' }}>
            <FieldRoot invalid={!!errors.host} required flex="1">
              <Field.Label id="domain-add-label">{t('settings.domains.newHost')}</Field.Label>
              <Input
                value={host}
                inputMode="url"
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                placeholder={t('settings.domains.placeholder')}
                onChange={(e) => {
                  setHost(e.currentTarget.value);
                  clear('host');
                }}
                data-testid="domain-add-host"
              />
              {errors.host ? (
                <Field.ErrorText>{t(errors.host)}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('settings.domains.hostHelp')}</Field.HelperText>
              )}
            </FieldRoot>
            <Button type="submit" colorPalette="brand" loading={busy} data-testid="domain-add-submit">
              {t('settings.domains.add')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </DialogFrame>
  );
}
