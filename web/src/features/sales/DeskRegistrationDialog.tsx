import { useState, type ReactNode } from 'react';
import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { MANUAL_PAYMENT_METHODS } from '@tessera/domain/entities/payment';
import { REGISTRATION_QUANTITY_MAX } from '@tessera/domain/entities/registration';
import { seatsLeft, type Sale } from '@tessera/domain/entities/sale';
import { formatCents } from '@tessera/domain/locale/money';
import { ActionDialog } from '../../components/ActionDialog';
import { SeatCountSelect } from '../../components/SeatCountSelect';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { registerAtDesk } from './api/registerAtDesk';

/** The member a desk registration is for, as the member search (composed in app/) hands it over. */
export interface DeskMember {
  id: string;
  holder: string;
}

/** The member search the dialog shows (the payments area's, composed in app/: features do not import each other). */
export type DeskMemberPicker = (props: {
  chosen: DeskMember | null;
  onChoose: (m: DeskMember | null) => void;
  error?: string;
}) => ReactNode;

interface Props {
  sale: Sale;
  onClose: () => void;
  picker: DeskMemberPicker;
}

/**
 * Registers a member at the desk: who (the member search), which price, how many seats (within the item's maximum and
 * the seats left) and how paid (the item's methods but the online card); the server takes the seats and records the
 * payment, or says it is sold out or the member is registered already.
 */
export function DeskRegistrationDialog({ sale, onClose, picker }: Props) {
  const { t, i18n } = useTranslation();
  const methods = MANUAL_PAYMENT_METHODS.filter((m) => sale.paymentMethods.includes(m));
  const [member, setMember] = useState<DeskMember | null>(null);
  const [priceName, setPriceName] = useState(sale.prices[0]?.name ?? '');
  const [quantity, setQuantity] = useState(1);
  const [mode, setMode] = useState(methods[0] ?? '');
  const [tried, setTried] = useState(false);
  const { busy, run } = useBusyAction();
  const left = seatsLeft(sale);
  const most = Math.max(1, Math.min(sale.maxEnrolled ?? REGISTRATION_QUANTITY_MAX, left ?? REGISTRATION_QUANTITY_MAX));

  const submit = () => {
    setTried(true);
    if (!member || !mode) return;
    void run(async () => {
      await registerAtDesk({ saleId: sale.id, memberId: member.id, priceName, quantity, mode: mode as (typeof methods)[number] });
      notify('success', t('sales.desk.done', { holder: member.holder }));
      onClose();
    });
  };

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t('sales.desk.title')}
      testId="desk-registration-dialog"
      action={{ label: t('sales.desk.register'), busy, run: submit, testId: 'desk-registration-confirm', disabled: methods.length === 0 }}
    >
      <Stack gap="4">
        {picker({ chosen: member, onChoose: setMember, error: tried && !member ? t('validation.required') : undefined })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root gridColumn={{ sm: '1 / -1' }}>
            <Field.Label htmlFor="desk-price">{t('sales.registrations.price')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id="desk-price"
                value={priceName}
                onChange={(e) => setPriceName(e.currentTarget.value)}
                data-testid="desk-price"
              >
                {sale.prices.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name} — {formatCents(p.cost, i18n.language as Language)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="desk-quantity">{t('sales.registrations.seats')}</Field.Label>
            <SeatCountSelect id="desk-quantity" value={quantity} most={most} onChange={setQuantity} testId="desk-quantity" />
          </Field.Root>
          <Field.Root invalid={methods.length === 0}>
            <Field.Label htmlFor="desk-mode">{t('sales.desk.mode')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id="desk-mode" value={mode} onChange={(e) => setMode(e.currentTarget.value)} data-testid="desk-mode">
                {methods.map((m) => (
                  <option key={m} value={m}>
                    {t(`paymentMethod.${m}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{t('sales.desk.noMethod')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      </Stack>
    </ActionDialog>
  );
}
