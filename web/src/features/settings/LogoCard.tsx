import { useState } from 'react';
import { Box, Button, Field, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LOGO_ACCEPT, LOGO_MAX_PX } from '@tessera/domain/settings/logo';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { FileDropZone } from '../../components/FileDropZone';
import { UploadProgress } from '../../components/UploadProgress';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useFileUpload } from '../../components/useFileUpload';
import { deleteLogo, uploadLogo } from './api/logo';

/**
 * The organization's logo in public information: the current one, a new image (made smaller on the server, shown in
 * the menu and on the cards), or none (removal asks first).
 */
export function LogoCard({ logo, orgName }: { logo: string | undefined; orgName: string }) {
  const { t } = useTranslation();
  const { file, setFile, progress, problem, send } = useFileUpload();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const remove = useBusyAction();

  async function upload() {
    setError(problem());
    if (problem()) return;
    const issue = await send(async (chosen, onProgress) => {
      await uploadLogo(chosen, onProgress);
      notify('success', t('settings.publicInfo.logoSaved'));
    });
    if (issue) setError(issue.message);
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="logo-card">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('settings.publicInfo.logo')}
        </Heading>
        <HStack gap="4" align="center" flexWrap="wrap">
          {logo ? (
            <Image src={logo} alt={t('settings.publicInfo.logoAlt', { name: orgName })} maxH="20" maxW="40" data-testid="logo-current" />
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="logo-none">
              {t('settings.publicInfo.logoNone')}
            </Text>
          )}
          {logo && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(true)} data-testid="logo-remove">
              {t('settings.publicInfo.logoRemove')}
            </Button>
          )}
        </HStack>
        <FieldRoot invalid={!!error}>
          <FileDropZone
            label={t('settings.publicInfo.logoFile', { px: LOGO_MAX_PX })}
            accept={LOGO_ACCEPT}
            file={file}
            onFile={setFile}
            invalid={!!error}
            testId="logo-file"
          />
          <Field.ErrorText data-testid="logo-error">{error && t(error)}</Field.ErrorText>
        </FieldRoot>
        {progress !== null && (
          <UploadProgress fraction={progress} label={(percent) => t('settings.policies.progress', { percent })} testId="logo-progress" />
        )}
        <Box>
          <Button colorPalette="brand" loading={progress !== null} onClick={() => void upload()} data-testid="logo-upload">
            {t('settings.publicInfo.logoUpload')}
          </Button>
        </Box>
      </Stack>
      <ActionDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title={t('settings.publicInfo.logoRemoveTitle')}
        testId="logo-remove-dialog"
        action={{
          label: t('settings.publicInfo.logoRemove'),
          busy: remove.busy,
          testId: 'logo-remove-confirm',
          danger: true,
          run: () =>
            void remove.run(async () => {
              await deleteLogo();
              setRemoving(false);
              notify('success', t('settings.publicInfo.logoRemoved'));
            }),
        }}
      >
        <Text>{t('settings.publicInfo.logoRemoveBody')}</Text>
      </ActionDialog>
    </Box>
  );
}
