import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { photoOf } from '@tessera/domain/members/photo';
import { PhotoCard } from '../../components/PhotoCard';
import { usePreferences } from '../../lib/data/usePreferences';
import type { MemberDoc } from './api/useMember';
import { deleteMemberPhoto, getMemberPhoto, uploadMemberPhoto } from './api/memberPhoto';

/**
 * The member's photo on the member page: writers replace it (made smaller on the server) and remove it unless the
 * organization requires photos; readers see it.
 */
export function MemberPhotoCard({ member, canWrite }: { member: MemberDoc; canWrite: boolean }) {
  const { t } = useTranslation();
  const required = usePreferences()?.photoRequired ?? false;
  const fileId = photoOf(member)?.fileId ?? null;
  return (
    <PhotoCard
      name={`${member.name} ${member.surname}`}
      fileId={fileId}
      read={async () => (await getMemberPhoto(member.id)).photo}
      testId="member-photo"
      none={required ? t('members.photo.missing') : undefined}
      onUpload={canWrite ? async (file, onProgress) => void (await uploadMemberPhoto(member.id, file, onProgress)) : undefined}
      onRemove={canWrite && !required ? async () => void (await deleteMemberPhoto(member.id)) : undefined}
      note={
        canWrite && required && fileId ? (
          <Text fontSize="sm" color="fg.muted" data-testid="member-photo-required">
            {t('members.photo.requiredNote')}
          </Text>
        ) : undefined
      }
    />
  );
}
