// One bench upload in a process of its own (bulkUpload.bench.ts uploadInFreshProcess): the organization and the
// number of rows as arguments; its last line of output is the run as JSON.
import { uploadHere } from './bulkUpload.bench';

const run = await uploadHere(process.argv[2] ?? 'bench-upload', Number(process.argv[3] ?? 50_000));
console.log(JSON.stringify(run));
process.exit(0);
