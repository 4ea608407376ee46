import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { photoMissing, photoOf } from '@tessera/domain/members/photo';
import { memberEditableFields } from '@tessera/domain/users/ownMember';
import { PhotoCard } from '../../components/PhotoCard';
import { usePreferences } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { fetchMyPhoto, uploadMyPhoto } from './api/myPhoto';
import { useOrgPreferences } from './api/useMemberFields';
import type { OwnMember } from './api/useOwnMember';

/**
 * The member's own photo in my-data: uploaded here while the organization lets members edit it, shown otherwise.
 * While the organization requires photos and none is stored, a warning says so (the personal area links here).
 */
export function MyPhotoCard({ member }: { member: OwnMember }) {
  const { t } = useTranslation();
  const orgId = useSession().profile!.orgId;
  const prefs = usePreferences();
  const editable = memberEditableFields(useOrgPreferences(orgId).data?.preferences).includes('photo');
  const missing = prefs ? photoMissing(prefs, member) : false;
  return (
    <div id="my-photo">
      <PhotoCard
        name={`${member.name} ${member.surname}`}
        fileId={photoOf(member)?.fileId ?? null}
        read={async () => (await fetchMyPhoto()).photo}
        testId="my-photo"
        onUpload={editable ? async (file, onProgress) => void (await uploadMyPhoto(file, onProgress)) : undefined}
        note={
          missing ? (
            <Alert.Root status="warning" size="sm" data-testid="my-photo-missing">
              <Alert.Indicator />
              <Alert.Title>{t(editable ? 'my-area.photo.missing' : 'my-area.photo.missingAskOffice')}</Alert.Title>
            </Alert.Root>
          ) : undefined
        }
      />
    </div>
  );
}
