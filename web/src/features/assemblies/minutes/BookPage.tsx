import { useState } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegisterVerdict } from '@tessera/domain/contracts/register';
import { BackLink } from '../../../components/BackLink';
import { PageTitle } from '../../../components/PageTitle';
import { downloadAssemblyBook, verifyAssemblyBook } from '../api/minutes';
import { notifyAssemblyFailure } from '../errors';

/** The verification's outcome in words: every entry holds, or the first that does not and why. */
function Verdict({ v }: { v: RegisterVerdict }) {
  const { t } = useTranslation();
  return v.ok ? (
    <Alert.Root status="success" data-testid="book-verdict" data-ok="true" data-count={v.count}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('assemblies.book.ok', { count: v.count })}</Alert.Title>
        {v.lastHash && (
          <Alert.Description wordBreak="break-all" fontSize="xs">
            {t('assemblies.minutes.hash')}: {v.lastHash}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  ) : (
    <Alert.Root status="error" data-testid="book-verdict" data-ok="false" data-seq={v.seq ?? ''}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('assemblies.book.bad', { seq: v.seq })}</Alert.Title>
        <Alert.Description>{t(`assemblies.book.faults.${v.fault}`)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /assemblies/book: the book of assembly meetings verified on the server and downloaded printed. */
export function BookPage() {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<RegisterVerdict | null>(null);
  const [busy, setBusy] = useState<'verify' | 'pdf' | null>(null);
  const run = async (what: 'verify' | 'pdf') => {
    setBusy(what);
    try {
      if (what === 'verify') setVerdict(await verifyAssemblyBook());
      else await downloadAssemblyBook();
    } catch (e) {
      notifyAssemblyFailure(t, e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="5" data-testid="book-page">
      <BackLink to="/assemblies" label={t('assemblies.title')} />
      <PageTitle>{t('assemblies.book.title')}</PageTitle>
      <Text color="fg.muted">{t('assemblies.book.intro')}</Text>
      <HStack gap="2" flexWrap="wrap">
        <Button onClick={() => void run('verify')} loading={busy === 'verify'} data-testid="book-verify">
          {t('assemblies.book.verify')}
        </Button>
        <Button variant="outline" onClick={() => void run('pdf')} loading={busy === 'pdf'} data-testid="book-pdf">
          {t('assemblies.book.pdf')}
        </Button>
      </HStack>
      {verdict && <Verdict v={verdict} />}
    </Stack>
  );
}
