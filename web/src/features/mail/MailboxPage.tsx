import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, chakra, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/files/fileSize';
import type { DevMailboxEntry } from '@tessera/domain/entities/mail';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { errorText } from '../../lib/api/errorText';
import { fetchDevMailbox } from './api/fetchDevMailbox';
import { withInlineImages } from './inlineImages';

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; messages: DevMailboxEntry[] };

/**
 * Development-only mailbox (routed at /dev/mailbox in development builds only, no sign-in): the messages
 * the local mail sink recorded because no SendGrid key is configured. Newest first; pick one to read it.
 */
export function MailboxPage() {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const viewRef = useRef<HTMLDivElement>(null);

  // Bumped by the refresh button: each value loads the list once.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    fetchDevMailbox().then(
      (messages) => live && setLoad({ status: 'success', messages }),
      (error: unknown) => live && setLoad({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const refresh = () => {
    setLoad({ status: 'loading' });
    setVersion((v) => v + 1);
  };

  // On a narrow screen the message opens below the list: bring it into view.
  useEffect(() => {
    if (selectedId) viewRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const messages = load.status === 'success' ? load.messages : [];
  const selected = messages.find((m) => m.id === selectedId) ?? null;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'it' ? 'it-IT' : 'en-GB');

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <HStack as="header" justify="space-between" px={{ base: '4', md: '8' }} py="4" bg="app.panel" borderBottomWidth="1px" gap="3">
        <Stack gap="0">
          <Heading as="h1" size="lg">
            {t('mail.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('mail.subtitle')}
          </Text>
        </Stack>
        <Box flexShrink={0}>
          <LanguageSwitch />
        </Box>
      </HStack>
      <Box as="main" px={{ base: '4', md: '8' }} py="6">
        <HStack justify="space-between" mb="4" gap="3" flexWrap="wrap">
          <Text color="fg.muted" data-testid="mailbox-count">
            {load.status === 'success' ? t('mail.count', { count: messages.length }) : '\u00a0'}
          </Text>
          <Button onClick={refresh} loading={load.status === 'loading'} colorPalette="brand" variant="outline" size="sm">
            {t('mail.refresh')}
          </Button>
        </HStack>
        {load.status === 'error' && (
          <Alert.Root status="error" mb="4">
            <Alert.Indicator />
            <Alert.Title>{errorText(t, load.error)}</Alert.Title>
          </Alert.Root>
        )}
        {load.status === 'loading' && (
          <Stack gap="2">
            <Skeleton height="14" />
            <Skeleton height="14" />
            <Skeleton height="14" />
          </Stack>
        )}
        {load.status === 'success' && messages.length === 0 && (
          <Box bg="app.panel" p="6" borderRadius="lg" borderWidth="1px" textAlign="center">
            <Text color="fg.muted">{t('mail.empty')}</Text>
          </Box>
        )}
        {messages.length > 0 && (
          <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
            <Stack as="ul" gap="2" w={{ base: 'full', lg: '96' }} flexShrink={0} listStyleType="none" aria-label={t('mail.listLabel')}>
              {messages.map((m) => {
                const active = m.id === selectedId;
                return (
                  <li key={m.id}>
                    <Box
                      as="button"
                      w="full"
                      textAlign="left"
                      p="3"
                      borderRadius="md"
                      borderWidth="1px"
                      bg={active ? 'brand.subtle' : 'app.panel'}
                      borderColor={active ? 'brand.solid' : 'border'}
                      _hover={{ bg: 'brand.subtle' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
                      aria-pressed={active}
                      data-testid="mailbox-item"
                      onClick={() => setSelectedId(active ? null : m.id)}
                    >
                      <Text fontWeight="semibold" lineClamp={1}>
                        {m.subject || t('mail.noSubject')}
                      </Text>
                      <HStack justify="space-between" gap="2" fontSize="sm" color="fg.muted">
                        <Text lineClamp={1} wordBreak="break-all">
                          {m.to}
                        </Text>
                        <Text flexShrink={0}>{when(m.createdAt)}</Text>
                      </HStack>
                    </Box>
                  </li>
                );
              })}
            </Stack>
            <Box flex="1" minW="0" w="full" ref={viewRef}>
              {selected ? (
                <MessageView message={selected} when={when} />
              ) : (
                <Box bg="app.panel" p="6" borderRadius="lg" borderWidth="1px" display={{ base: 'none', lg: 'block' }}>
                  <Text color="fg.muted">{t('mail.pick')}</Text>
                </Box>
              )}
            </Box>
          </Flex>
        )}
      </Box>
    </Box>
  );
}

function MessageView({ message: m, when }: { message: DevMailboxEntry; when: (iso: string) => string }) {
  // an image shown inside the message (the logo) is part of the page, as a mail client shows it, not a file
  const files = m.attachments.filter((a) => !a.contentId);
  const { t, i18n } = useTranslation();
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  return (
    <Stack as="article" gap="4" bg="app.panel" p={{ base: '4', md: '6' }} borderRadius="lg" borderWidth="1px" data-testid="mailbox-message">
      <Heading as="h2" size="md" wordBreak="break-word">
        {m.subject || t('mail.noSubject')}
      </Heading>
      <Stack gap="1" fontSize="sm">
        <Text wordBreak="break-all">
          <strong>{t('mail.from')}:</strong> {m.from}
        </Text>
        <Text wordBreak="break-all">
          <strong>{t('mail.to')}:</strong> {m.to}
        </Text>
        <Text>
          <strong>{t('mail.date')}:</strong> {when(m.createdAt)}
        </Text>
      </Stack>
      {files.length > 0 && (
        <Box>
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            {t('mail.attachments')}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {files.map((a) => (
              <Badge key={a.fileName} variant="outline" data-testid="mailbox-attachment">
                {a.fileName} · {size(a.size)}
              </Badge>
            ))}
          </HStack>
        </Box>
      )}
      <Box>
        <Text fontWeight="semibold" fontSize="sm" mb="1">
          {t('mail.html')}
        </Text>
        {/* The rendered HTML in a sandbox: no script, no access to the app. */}
        <chakra.iframe
          title={t('mail.html')}
          data-testid="mailbox-html"
          sandbox=""
          srcDoc={withInlineImages(m.html, m.inline)}
          w="full"
          h="72"
          borderWidth="1px"
          borderRadius="md"
          bg="white"
        />
      </Box>
      <Box>
        <Text fontWeight="semibold" fontSize="sm" mb="1">
          {t('mail.text')}
        </Text>
        <Box
          as="pre"
          p="3"
          bg="bg.muted"
          borderRadius="md"
          fontSize="sm"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          data-testid="mailbox-text"
        >
          {m.text}
        </Box>
      </Box>
    </Stack>
  );
}
