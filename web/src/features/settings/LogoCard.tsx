import { useTranslation } from 'react-i18next';
import { LOGO_MAX_PX } from '@tessera/domain/settings/logo';
import { ImageUploadCard } from '../../components/ImageUploadCard';
import { deleteLogo, uploadLogo } from './api/logo';

/**
 * The organization's logo in public information: the current one, a new image (made smaller on the server, shown in
 * the menu and on the cards), or none (removal asks first).
 */
export function LogoCard({ logo, orgName }: { logo: string | undefined; orgName: string }) {
  const { t } = useTranslation();
  return (
    <ImageUploadCard
      current={logo ?? null}
      testId="logo"
      texts={{
        title: t('settings.publicInfo.logo'),
        alt: t('settings.publicInfo.logoAlt', { name: orgName }),
        none: t('settings.publicInfo.logoNone'),
        file: t('settings.publicInfo.logoFile', { px: LOGO_MAX_PX }),
        upload: t('settings.publicInfo.logoUpload'),
        saved: t('settings.publicInfo.logoSaved'),
        remove: t('settings.publicInfo.logoRemove'),
        removeTitle: t('settings.publicInfo.logoRemoveTitle'),
        removeBody: t('settings.publicInfo.logoRemoveBody'),
        removed: t('settings.publicInfo.logoRemoved'),
      }}
      onUpload={async (file, onProgress) => void (await uploadLogo(file, onProgress))}
      onRemove={async () => void (await deleteLogo())}
    />
  );
}
