import { useState } from 'react';
import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fileProblem } from '../../components/useFileUpload';
import { IMAGE_ACCEPT } from '@tessera/domain/files/images';
import { PHOTO_MAX_PX } from '@tessera/domain/members/photo';
import { FieldRoot } from '../../components/FieldRoot';
import { FileDropZone } from '../../components/FileDropZone';

/** The photo chosen on the new-member form: required while the organization asks for photos (photoRequired). */
export function usePhotoChoice(required: boolean) {
  const [file, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problem = (f: File | null) => fileProblem(f, required);
  return {
    file,
    required,
    error,
    setError,
    setFile(f: File | null) {
      setChosen(f);
      setError(problem(f) === 'upload.fileTooLarge' ? 'upload.fileTooLarge' : null);
    },
    /** shows the problem, if any, and answers whether the form may be sent */
    check(): boolean {
      const p = problem(file);
      setError(p);
      return p === null;
    },
  };
}

/** The picker itself (the server makes the image smaller and answers a wrong type under it). */
export function MemberPhotoField({ choice }: { choice: ReturnType<typeof usePhotoChoice> }) {
  const { t } = useTranslation();
  return (
    <FieldRoot invalid={!!choice.error} required={choice.required}>
      <FileDropZone
        label={`${t(choice.required ? 'members.photo.requiredForm' : 'members.photo.optionalForm')} — ${t('photo.file', { px: PHOTO_MAX_PX })}`}
        accept={IMAGE_ACCEPT}
        file={choice.file}
        onFile={choice.setFile}
        invalid={!!choice.error}
        testId="member-photo-input"
      />
      <Field.ErrorText data-testid="member-photo-error">{choice.error && t(choice.error)}</Field.ErrorText>
    </FieldRoot>
  );
}
