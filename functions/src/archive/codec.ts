import { DocumentReference, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { orgPath } from '@tessera/domain/paths';

/**
 * Firestore values as JSON with nothing lost, one tag per type JSON lacks: `{"$ts":[seconds,nanos]}`,
 * `{"$ref":"members/abc"}` (relative to the organization, so it points into the new one on import; a path outside it
 * starts with `/`), `{"$bytes":"<base64>"}`, `{"$geo":[lat,lng]}`, `{"$num":"NaN"}` for what JSON has no number for.
 * A map whose own keys start with `$` is wrapped as `{"$map":{…}}`, so no stored map is read back as a tag.
 */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function encodeValue(value: unknown, orgId: string): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $num: String(value) };
  if (value instanceof Timestamp) return { $ts: [value.seconds, value.nanoseconds] };
  if (value instanceof DocumentReference) {
    const prefix = `${orgPath(orgId)}/`;
    return { $ref: value.path.startsWith(prefix) ? value.path.slice(prefix.length) : `/${value.path}` };
  }
  if (value instanceof GeoPoint) return { $geo: [value.latitude, value.longitude] };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map((v) => encodeValue(v, orgId));
  if (typeof value === 'object') {
    const out: { [k: string]: Json } = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = encodeValue(v, orgId);
    return Object.keys(out).some((k) => k.startsWith('$')) ? { $map: out } : out;
  }
  throw new Error(`archive: a value of type ${typeof value} cannot be written`);
}

/** The reverse of encodeValue, references resolved under `orgId` (the organization being written). */
export function decodeValue(value: Json, orgId: string, db: Firestore): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => decodeValue(v, orgId, db));
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const [k] = keys as [string];
    const v = value[k]!;
    if (k === '$ts' && Array.isArray(v)) return new Timestamp(v[0] as number, v[1] as number);
    if (k === '$ref' && typeof v === 'string') return db.doc(v.startsWith('/') ? v.slice(1) : `${orgPath(orgId)}/${v}`);
    if (k === '$geo' && Array.isArray(v)) return new GeoPoint(v[0] as number, v[1] as number);
    if (k === '$bytes' && typeof v === 'string') return Buffer.from(v, 'base64');
    if (k === '$num' && typeof v === 'string') return Number(v);
    if (k === '$map' && v && typeof v === 'object' && !Array.isArray(v)) return decodeMap(v, orgId, db);
  }
  if (keys.some((k) => k.startsWith('$'))) throw new Error(`archive: unknown tag ${keys.join(',')}`);
  return decodeMap(value, orgId, db);
}

function decodeMap(value: { [k: string]: Json }, orgId: string, db: Firestore): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = decodeValue(v, orgId, db);
  return out;
}

/** One line of a part: a document's path relative to the organization, and its data. */
export interface ArchiveLine {
  path: string;
  data: { [k: string]: Json };
}
