import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { todayInItaly } from '@tessera/domain/locale/dates';
import type { StatuteRules } from '@tessera/domain/assemblies/rules';
import type { Live } from '../../../lib/data/live';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { formatDay } from './callTime';
import type { MyAssembly, MyEntitlement } from './myAssemblies';

/**
 * Whether the member votes at this assembly and, when not, why in plain words: the line the association's roll wrote
 * for them (absent until the roll is drawn up), with an exception the association granted.
 */
export function EntitlementNote({
  assembly,
  entitlement,
  rules,
}: {
  assembly: MyAssembly;
  entitlement: Live<MyEntitlement | null>;
  rules: StatuteRules | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (entitlement.status === 'loading') return <LoadingSkeleton height="12" />;
  const e = entitlement.data;
  if (!e)
    return (
      <Alert.Root status="info" data-testid="assembly-entitlement" data-state="unknown">
        <Alert.Indicator />
        <Alert.Title>{t('my-area.assemblies.entitlement.unknown')}</Alert.Title>
      </Alert.Root>
    );
  if (e.entitled)
    return (
      <Alert.Root status="success" data-testid="assembly-entitlement" data-state="entitled">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('my-area.assemblies.entitlement.entitled')}</Alert.Title>
          {e.reason && (
            <Alert.Description data-testid="assembly-exception">
              {e.exception
                ? t('my-area.assemblies.entitlement.exceptionNote', { note: e.exception })
                : t('my-area.assemblies.entitlement.exception')}
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
    );
  const year = todayInItaly(new Date(assembly.firstCall)).slice(0, 4);
  const why =
    e.reason === 'TOO_RECENT'
      ? t('my-area.assemblies.entitlement.TOO_RECENT', {
          months: rules?.votingSeniorityMonths ?? 3,
          date: e.eligibleFrom ? formatDay(e.eligibleFrom, i18n.language) : '',
        })
      : e.reason === 'FEE_UNPAID'
        ? t('my-area.assemblies.entitlement.FEE_UNPAID', { year })
        : e.reason === 'LEFT'
          ? t('my-area.assemblies.entitlement.LEFT')
          : t('my-area.assemblies.entitlement.NOT_IN_REGISTER');
  return (
    <Alert.Root status="warning" data-testid="assembly-entitlement" data-state="not-entitled" data-reason={e.reason ?? ''}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('my-area.assemblies.entitlement.notEntitled')}</Alert.Title>
        <Alert.Description data-testid="assembly-not-entitled-why">{why}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
