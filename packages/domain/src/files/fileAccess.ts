import type { Permission } from '../permissions';
import type { FileOwnerKind } from './files';

/**
 * Who may have a stored file's link (get-signed-file): the permission that reads the record owning it, or null for
 * files no link is issued for.
 */
export const FILE_READ_PERMISSION: Record<FileOwnerKind, Permission | null> = {
  convention: 'conventions.read',
  /** every profile of the organization: members accept the policies they read */
  policy: 'profile.read',
  /** a photo's reader depends on the member's group (group scope): only the photo endpoints serve it, after that check */
  photo: null,
  /** an advanced search's download: only its owner, through export-search-file */
  searchExport: null,
  /** a mailshot's recipients file: read only by the send that names it */
  recipients: null,
  /** a file attached to a mailshot: the mail roles may open it */
  mailshotAttachment: 'mail.send',
  /** an association archive: only through the archive's export-file */
  archiveExport: null,
  /** an archive uploaded for an import: read only by its job */
  archiveImport: null,
  /** the signed form of a paper proxy: only through the assemblies' paper-proxy-scan, to the back office */
  proxyScan: null,
  /** a document of an assembly: only through the assemblies' document-link, which checks who reads the assembly */
  assemblyDocument: null,
};
