import { Button, Card, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** On the personal area's page: the way to the members' assemblies. */
export function AssembliesLink() {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" variant="outline" bg="app.panel" maxW="md" data-testid="assemblies-link">
      <Card.Body gap="3">
        <Text as="h2" fontWeight="semibold">
          {t('my-area.assemblies.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('my-area.assemblies.linkHelp')}
        </Text>
        <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to="/my-area/assemblies" data-testid="go-assemblies">
            {t('my-area.assemblies.open')}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
