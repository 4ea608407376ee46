import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ARCHIVE_IMPORT_PATH } from './importPaths';

/** The organizations page's way to the import: beside the form that creates an empty association. */
export function ArchiveImportLink() {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="archive-import-link">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('archive.import.linkTitle')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('archive.import.linkText')}
        </Text>
        <Box>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={ARCHIVE_IMPORT_PATH} data-testid="archive-import-open">
              {t('archive.import.linkButton')}
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
