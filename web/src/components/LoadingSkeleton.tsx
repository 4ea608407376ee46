import { Skeleton, type SkeletonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A placeholder block while something loads, announced as "Loading…": a status region, because a name on a plain
 * block without a role is ignored by screen readers (and flagged by axe as a prohibited attribute).
 */
export function LoadingSkeleton(props: SkeletonProps) {
  const { t } = useTranslation();
  return <Skeleton role="status" aria-busy="true" aria-label={t('common.loading')} {...props} />;
}
