import { Badge, Button, HStack, Menu, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBusyAction } from '../../components/useBusyAction';
import { useSession } from '../../lib/session/session';

/**
 * A sign-in with several profiles switches between them from the shell, without logging out: choosing one makes it
 * current on the server (its claims on the token), and the session travels to that profile's area. Nothing for a
 * single profile. The menu is not portalled: it opens inside the phone's drawer too, above it.
 */
export function ProfileSwitcher({ tone }: { tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const session = useSession();
  const { busy, run } = useBusyAction();
  const others = session.users.filter((p) => p.id !== session.profile?.id);
  if (others.length === 0) return null;

  const choose = (profileId: string) => run(() => session.chooseProfile(profileId));

  return (
    <Menu.Root onSelect={(e) => void choose(e.value)} positioning={{ strategy: 'fixed', placement: 'top-start' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          color={tone === 'dark' ? 'app.sidebarFg' : undefined}
          _hover={tone === 'dark' ? { bg: 'whiteAlpha.200' } : undefined}
          data-testid="profile-switch"
        >
          {t('profileDialog.switch')}
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {others.map((p) => (
            <Menu.Item key={p.id} value={p.id} data-testid={`profile-switch-${p.id}`}>
              <HStack gap="2" flexWrap="wrap">
                <Text>{p.display_name}</Text>
                <Badge colorPalette="brand">{t(`roles.${p.role}`)}</Badge>
              </HStack>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
