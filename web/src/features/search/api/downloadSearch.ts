import { downloadSearchContract } from '@tessera/domain/contracts/search';
import type { SearchDownloadRequest } from '@tessera/domain/search/download';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/advanced-search/download: the file of every match, or the background job that writes it. */
export const downloadSearch = (request: SearchDownloadRequest) => apiCall(downloadSearchContract, { body: request, overlay: false });
