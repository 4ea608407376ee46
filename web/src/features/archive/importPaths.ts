/** Where the import lives: below the platform's organizations page (absolute: these routes sit under /:platform/*). */
export const ARCHIVE_IMPORT_PATH = '/organizations/import';
/** An import's progress: the new organization and its job, at an address that survives a reload. */
export const archiveImportJobPath = (org: string, jobId: string) => `${ARCHIVE_IMPORT_PATH}/${org}/${jobId}`;
