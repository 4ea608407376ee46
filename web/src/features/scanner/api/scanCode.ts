import { scanContract } from '@tessera/domain/contracts/scanner';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { ApiFailure, apiCall } from '../../../lib/api/client';

/** A fresh scan id: one per reading, sent again by every retry of it (the server counts a scan id once). */
export const newScanId = () => crypto.randomUUID().replaceAll('-', '');

const ATTEMPTS = 3;

/**
 * POST /v1/scanner/scan. A reading lost on a weak connection is sent again with the same scan id, so a FIDELITY scan
 * that reached the server before the connection dropped is never counted twice.
 */
export async function scanCode(code: string, place: string, scanId = newScanId()): Promise<ScanOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiCall(scanContract, { body: { code, scanId, place }, overlay: false });
    } catch (e) {
      if (!(e instanceof ApiFailure && e.code === 'NETWORK') || attempt >= ATTEMPTS) throw e;
    }
  }
}
