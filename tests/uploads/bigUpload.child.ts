// The bench's large upload in a process of its own (bulkUpload.bench.ts benchBigUpload): its last line of output is
// the run as JSON.
import { bigUploadHere } from './bulkUpload.bench';

const run = await bigUploadHere(Number(process.argv[2] ?? 50_000));
console.log(JSON.stringify(run));
process.exit(0);
