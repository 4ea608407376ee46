import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 of a text's UTF-8 bytes, synchronous and the same everywhere. The register's chain is recomputed on the
 * server, in the browser and by a script reading an exported spreadsheet; WebCrypto would make every verification
 * asynchronous and Node's crypto is not in the browser, so the hash comes from @noble/hashes (audited, no
 * dependencies, runs wherever JavaScript does). This module is the only place that names the library.
 */
export function sha256Text(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
