import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The installation at a glance: how many associations, how many of them suspended, and their members together. */
export function OrganizationsSummary({ rows }: { rows: readonly { suspended: boolean; members: number }[] }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'it-IT');
  const figures = [
    { key: 'total', value: rows.length },
    { key: 'active', value: rows.filter((o) => !o.suspended).length },
    { key: 'suspendedCount', value: rows.filter((o) => o.suspended).length },
    { key: 'membersTotal', value: rows.reduce((sum, o) => sum + o.members, 0) },
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="organizations-summary">
      {figures.map((f) => (
        <Stat.Root key={f.key} bg="app.panel" p={{ base: '3', sm: '4' }} borderRadius="lg" borderWidth="1px">
          <Stat.Label>{t(`settings.organizations.summary.${f.key}`)}</Stat.Label>
          <Stat.ValueText data-testid={`organizations-summary-${f.key}`}>{n(f.value)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
