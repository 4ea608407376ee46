import { useState } from 'react';
import { Badge, Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../components/DialogFrame';
import { useTranslation } from 'react-i18next';
import { useBusyAction } from '../../components/useBusyAction';
import { useSession } from '../../lib/session/session';

/** Profile choice for a sign-in with several profiles: listed by display_name; finalize disabled until one is chosen. */
export function ProfileChoiceDialog() {
  const { t } = useTranslation();
  const session = useSession();
  const [selected, setSelected] = useState<string | null>(null);
  const { busy, run } = useBusyAction();
  const finalize = () => selected && run(() => session.chooseProfile(selected));

  return (
    <DialogFrame
      open
      title={t('profileDialog.title')}
      testId="profile-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => void session.logout()}>
            {t('common.logout')}
          </Button>
          <Button colorPalette="brand" disabled={!selected || busy} loading={busy} onClick={() => void finalize()}>
            {t('profileDialog.finalize')}
          </Button>
        </>
      }
    >
      <Text mb="4" color="fg.muted">
        {t('profileDialog.description')}
      </Text>
      <RadioGroup.Root value={selected} onValueChange={(e) => setSelected(e.value)} aria-label={t('profileDialog.title')}>
        <Stack gap="3">
          {session.users.map((p) => (
            <RadioGroup.Item key={p.id} value={p.id} borderWidth="1px" borderRadius="md" p="3" width="full">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="medium">{p.display_name}</Text>
                  <Badge colorPalette="brand">{t(`roles.${p.role}`)}</Badge>
                </HStack>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </DialogFrame>
  );
}
