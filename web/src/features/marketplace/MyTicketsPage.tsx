import { Badge, Box, Card, HStack, Image, SimpleGrid, Skeleton, Stack, Text, Button, Alert } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import type { MyTicket } from '@tessera/domain/entities/registration';
import { formatDate } from '@tessera/domain/locale/dates';
import { formatCents } from '@tessera/domain/locale/money';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/api/errorText';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { fetchMyTickets } from './api/fetchMyTickets';

function TicketCard({ ticket }: { ticket: MyTicket }) {
  const { t, i18n } = useTranslation();
  const id = ticket.family ? `ticket-${ticket.saleId}-${ticket.id}` : `ticket-${ticket.saleId}`;
  return (
    <Card.Root as="article" aria-labelledby={`${id}-name`} size="sm" variant="outline" bg="app.panel" data-testid={id}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0">
            <Text as="h2" id={`${id}-name`} fontWeight="semibold">
              {ticket.saleName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`marketplace.types.${ticket.type}`)} · {formatDate(ticket.saleDate)}
            </Text>
            {ticket.family && (
              <Text fontSize="sm" fontWeight="medium" data-testid={`${id}-holder`}>
                {t('marketplace.for', { names: ticket.holder })}
              </Text>
            )}
            <Text fontSize="sm">
              {ticket.priceName} · {t('marketplace.seats', { count: ticket.quantity })} ·{' '}
              {formatCents(ticket.amount, i18n.language as Language)}
            </Text>
          </Stack>
          {ticket.held ? (
            <Badge colorPalette="orange">{t('marketplace.held')}</Badge>
          ) : (
            <Badge colorPalette="green">{t(`marketplace.modes.${ticket.mode === 'PAYROLL' ? 'PAYROLL' : 'paid'}`)}</Badge>
          )}
        </HStack>
        {ticket.qrSvg && (
          <Box alignSelf="center" bg="white" p="2" borderRadius="md">
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qrSvg)}`}
              alt={t('marketplace.qrAlt', { name: ticket.saleName })}
              boxSize="40"
              data-testid={`${id}-qr`}
            />
            {ticket.ticketCode && (
              <Text textAlign="center" fontFamily="mono" fontSize="lg" color="black" data-testid={`${id}-code`}>
                {ticket.ticketCode}
              </Text>
            )}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** My tickets (/my-area/tickets): the member's registrations, the next first, each paid one with its ticket's QR code. */
export function MyTicketsPage() {
  const { t } = useTranslation();
  const tickets = useApiQuery('my-tickets', fetchMyTickets);
  return (
    <Stack gap="5">
      <BackLink to="/my-area" label={t('marketplace.backToArea')} />
      <PageTitle>{t('marketplace.myTickets')}</PageTitle>
      {tickets.status === 'loading' && <Skeleton height="40" />}
      {tickets.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(t, tickets.error)}</Alert.Title>
        </Alert.Root>
      )}
      {tickets.status === 'success' && tickets.data.tickets.length === 0 && (
        <Stack gap="3" align="start" data-testid="tickets-empty">
          <Text color="fg.muted">{t('marketplace.noTickets')}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/my-area/shop">{t('marketplace.goShopping')}</RouterLink>
          </Button>
        </Stack>
      )}
      {tickets.status === 'success' && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {tickets.data.tickets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
