import { useMemo, useState } from 'react';
import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paymentRegistration } from '@tessera/domain/entities/payment';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { memberPath } from '@tessera/domain/paths';
import { listOperationsContract } from '@tessera/domain/contracts/operations';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { PageTitle } from '../../components/PageTitle';
import { SubmitForm } from '../../components/SubmitForm';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { useLiveDocument } from '../../lib/data/useLiveDocument';
import type { StoredData } from '../../lib/data/usePagedQuery';
import { useSession } from '../../lib/session/session';
import { registerPayment } from './api/savePayment';
import { toMemberChoice, type MemberChoice } from './api/useMemberChoices';
import { useConventionChoices } from './api/useConventionChoices';
import { useOperationChoices } from './api/useOperationChoices';
import { MemberPicker } from './MemberPicker';
import { newPaymentDraft, PaymentFields, PaymentSubmit, paymentValues, type PaymentDraft } from './PaymentForm';

export function PaymentsBackLink() {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" colorPalette="brand" alignSelf="start" fontSize="sm">
      <RouterLink to="/payments">← {t('payments.back')}</RouterLink>
    </Link>
  );
}

/** The member a link names (?member=id, from a member's page), once read; null when none or not readable. */
function useLinkedMember(orgId: string, id: string | null): MemberChoice | null {
  const live = useLiveDocument<StoredData>(id ? memberPath(orgId, id) : null);
  return useMemo(() => (id && live.status === 'success' && live.data ? toMemberChoice(id, live.data) : null), [id, live]);
}

/**
 * /payments/new — registers a payment: who pays, then the payment's fields; a membership fee renews the
 * member's card on the server in the same write. Once saved, the payment's page.
 */
export function NewPaymentPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const profile = useSession().profile!;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linked = useLinkedMember(profile.orgId, params.get('member'));
  const [picked, setPicked] = useState<MemberChoice | null | undefined>(undefined);
  const member = picked === undefined ? linked : picked;
  const [draft, setDraft] = useState<PaymentDraft>(() => newPaymentDraft(todayInItaly()));
  const conventions = useConventionChoices(profile.orgId);
  const operations = useOperationChoices(useCallAllowed(listOperationsContract), null);
  const { errors, busy, submit, clear } = useSchemaSubmit(paymentRegistration);

  function change(next: PaymentDraft) {
    for (const k of Object.keys(next) as (keyof PaymentDraft)[]) if (next[k] !== draft[k]) clear(k);
    setDraft(next);
  }

  async function save() {
    const values = { ...paymentValues(draft, lang), memberId: member?.id ?? '', status: draft.status, membershipFee: draft.membershipFee };
    await submit(values, registerPayment, (answer) => {
      navigate(`/payments/${encodeURIComponent(answer.id)}`, { replace: true });
      return t('payments.registered');
    });
  }

  return (
    <Stack gap="5">
      <PaymentsBackLink />
      <PageTitle>{t('payments.newTitle')}</PageTitle>
      <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="payment-form">
        <SubmitForm labelledBy="payment-form-title" onSubmit={() => void save()}>
          <Heading as="h2" size="md" id="payment-form-title">
            {t('payments.formTitle')}
          </Heading>
          <MemberPicker
            chosen={member}
            onChoose={(m) => {
              clear('memberId');
              setPicked(m);
            }}
            error={errors.memberId ? t('payments.memberRequired') : undefined}
          />
          <PaymentFields
            draft={draft}
            onChange={change}
            errors={errors}
            conventions={conventions ?? []}
            operations={operations}
            registering
            readOnly={false}
          />
          <PaymentSubmit busy={busy} label={t('payments.register')} />
        </SubmitForm>
      </Box>
    </Stack>
  );
}
