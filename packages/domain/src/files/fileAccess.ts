import type { Permission } from '../permissions';
import type { FileOwnerKind } from './files';

/** Who may have a stored file's link (get-signed-file): the permission that reads the record owning it. */
export const FILE_READ_PERMISSION: Record<FileOwnerKind, Permission> = {
  convention: 'conventions.read',
  /** every profile of the organization: members accept the policies they read */
  policy: 'profile.read',
};
