import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** On the personal area's page: the way to the shop and to one's tickets. */
export function MarketplaceLinks() {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" variant="outline" bg="app.panel" maxW="md" data-testid="marketplace-links">
      <Card.Body gap="3">
        <Text as="h2" fontWeight="semibold">
          {t('marketplace.shopTitle')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('marketplace.linksHelp')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild colorPalette="brand">
            <RouterLink to="/my-area/shop" data-testid="go-shop">
              {t('marketplace.browse')}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/my-area/tickets" data-testid="go-tickets">
              {t('marketplace.myTickets')}
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
