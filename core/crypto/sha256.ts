import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 of UTF-8 text (or bytes), lowercase hex, in script: the verify page prefers WebCrypto,
 * which browsers hide outside secure contexts (a hall's plain-HTTP LAN address), and core code
 * runs in both the server and the browser.
 */
export function sha256Hex(input: string | Uint8Array): string {
  return bytesToHex(sha256(typeof input === 'string' ? utf8ToBytes(input) : input));
}
