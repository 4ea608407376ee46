import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_PX } from '@tessera/domain/members/photo';
import { useApiQuery } from '../lib/api/useApiQuery';
import { ImageUploadCard } from './ImageUploadCard';

interface Props {
  /** the holder's name, for the image's alternative text */
  name: string;
  /** the stored photo's file (the member record's `photo.fileId`), null without one: a new id reads the photo again */
  fileId: string | null;
  read: () => Promise<string | null>;
  testId: string;
  onUpload?: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  onRemove?: () => Promise<void>;
  note?: ReactNode;
  /** the text when there is none */
  none?: string;
}

/**
 * A member's photo (the member page, the member's own data): read through the API whenever the record names another
 * file, so a change made anywhere shows; replaced and removed as ImageUploadCard does.
 */
export function PhotoCard({ name, fileId, read, testId, onUpload, onRemove, note, none }: Props) {
  const { t } = useTranslation();
  const photo = useApiQuery(`${testId}/${fileId ?? 'none'}`, async () => (fileId ? read() : null));
  const current = photo.status === 'success' ? photo.data : photo.status === 'error' ? null : undefined;
  return (
    <ImageUploadCard
      current={current}
      testId={testId}
      maxH="40"
      headingLevel="h2"
      texts={{
        title: t('photo.title'),
        alt: t('photo.alt', { name }),
        none: none ?? t('photo.none'),
        file: t('photo.file', { px: PHOTO_MAX_PX }),
        upload: t('photo.upload'),
        saved: t('photo.saved'),
        remove: t('photo.remove'),
        removeTitle: t('photo.removeTitle'),
        removeBody: t('photo.removeBody'),
        removed: t('photo.removed'),
      }}
      onUpload={onUpload}
      onRemove={onRemove}
      note={note}
    />
  );
}
