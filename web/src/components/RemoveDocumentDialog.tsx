import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { notify } from './toaster';
import { useBusyAction } from './useBusyAction';

/**
 * Asks before a document goes for good (a convention's, an assembly's draft's). `texts` is the area's locale prefix
 * holding removeTitle, removeText ({{name}}), removeAction and removed; `testId` prefixes the dialog's and the
 * confirmation's test ids.
 */
export function RemoveDocumentDialog({
  name,
  texts,
  testId,
  remove,
  onClose,
}: {
  /** the document's name; null: closed */
  name: string | null;
  texts: string;
  testId: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  return (
    <ActionDialog
      open={name !== null}
      onClose={onClose}
      title={t(`${texts}.removeTitle`)}
      testId={`${testId}-remove-dialog`}
      action={{
        label: t(`${texts}.removeAction`),
        danger: true,
        busy,
        testId: `${testId}-remove-confirm`,
        run: () =>
          void run(async () => {
            await remove();
            notify('success', t(`${texts}.removed`));
            onClose();
          }),
      }}
    >
      <Text>{t(`${texts}.removeText`, { name: name ?? '' })}</Text>
    </ActionDialog>
  );
}
