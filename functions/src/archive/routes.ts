import type { Route } from '../http/route';
import { startArchiveExport } from './startExport';
import { archiveExportFile } from './exportFile';
import { importArchive } from './importArchive';
import { uploadArchivePiece } from './upload';

/** The association archive's endpoints: /v1/archive (export) and the platform's /v1/organizations/import and its pieces. */
export const archiveRoutes: readonly Route[] = [startArchiveExport, archiveExportFile, importArchive, uploadArchivePiece];
