import { registerPersonalDataEraser } from '../personalData/registry';
import { backfillUploadKeys, eraseUploadRows } from './erasure';

// What the upload jobs plug into the erasure of a member (personalData/registry.ts), loaded by the functions' entry
// (wiring.ts): the rows of the uploaded files and the jobs' reports forget the member.
registerPersonalDataEraser({ name: 'uploadRows', erase: eraseUploadRows, backfillKeys: backfillUploadKeys });
