import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StoredDocument } from '@tessera/domain/files/storedDocument';
import { formatFileSize } from '../lib/files/fileSize';
import { DownloadFileButton } from './DownloadFileButton';

const typeOf = (d: StoredDocument) => (d.contentType === 'application/pdf' ? 'PDF' : d.contentType.replace('image/', '').toUpperCase());

interface Props<D extends StoredDocument> {
  documents: readonly D[];
  /** asks the area's API for the document's short-lived link and follows it */
  download: (d: D) => Promise<unknown>;
  /** the area's locale prefix holding `title` (the list's name), `download` ({{name}}) and `removeAction` */
  texts: string;
  /** each row's test id; its buttons' are `{testId}-download` and `{testId}-remove` */
  testId: string;
  /** adds the remove button (the area asks before removing) */
  onRemove?: (d: D) => void;
  /** more attributes on a row, for the area's tests */
  rowData?: (d: D) => Record<`data-${string}`, string>;
}

/**
 * A list of documents (a convention's, an assembly's): each with its name, type and size, downloaded through its
 * short-lived link, removable where the area allows it. Nothing when there are none: the area says so in its words.
 */
export function StoredDocumentList<D extends StoredDocument>({ documents, download, texts, testId, onRemove, rowData }: Props<D>) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t(`${texts}.title`)}>
      {documents.map((d) => (
        <HStack
          as="li"
          key={d.id}
          justify="space-between"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          data-testid={testId}
          data-id={d.id}
          {...rowData?.(d)}
        >
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate title={d.name}>
              {d.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {typeOf(d)} · {formatFileSize(d.size, i18n.language)}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <DownloadFileButton
              download={async () => void (await download(d))}
              ariaLabel={t(`${texts}.download`, { name: d.name })}
              testId={`${testId}-download`}
            />
            {onRemove && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(d)} data-testid={`${testId}-remove`}>
                {t(`${texts}.removeAction`)}
              </Button>
            )}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
