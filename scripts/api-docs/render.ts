import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CONTRACTS } from '@tessera/domain/contracts/all';
import { contractFeatures, type Contract, type Reference } from '@tessera/domain/contracts/contract';
import { PERMISSIONS } from '@tessera/domain/permissions';

/**
 * docs/api.md, generated: the hand-written conventions (docs/api.intro.md), one section per contract
 * (packages/domain/src/contracts), then the hand-written notes beside the endpoints (docs/api.outro.md).
 */

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(typeOf).join(' | ');
  if (s.type === 'array') return `${s.items ? typeOf(s.items) : 'unknown'}[]`;
  if (s.type === 'object' && !s.properties) return 'object';
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  return s.format ? `${type} (${s.format})` : type;
}

/** The object a field holds, if any: itself, its array's items, or the non-null side of a nullable. */
function inner(s: JsonSchema): { schema: JsonSchema; suffix: string } | null {
  if (s.type === 'object' && s.properties) return { schema: s, suffix: '' };
  if (s.type === 'array' && s.items) {
    const items = inner(s.items);
    return items && { schema: items.schema, suffix: `[]${items.suffix}` };
  }
  const union = s.anyOf ?? s.oneOf;
  const objects = union?.map(inner).filter((x) => x !== null) ?? [];
  return objects.length === 1 ? objects[0]! : null;
}

/** The limits a field's schema checks, as a reader needs them: lengths, ranges, item counts, the pattern. */
function limits(s: JsonSchema): string[] {
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) return [min === max ? `exactly ${min}${unit}` : `${min}–${max}${unit}`];
    if (min === 1 && unit === ' characters') return ['not empty'];
    if (min !== undefined && min > 0) return [`at least ${min}${unit}`];
    if (max !== undefined) return [`at most ${max}${unit}`];
    return [];
  };
  const out = [...range(s.minLength, s.maxLength, ' characters'), ...range(s.minItems, s.maxItems, ' items')];
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? `> ${s.exclusiveMinimum}` : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? `< ${s.exclusiveMaximum}` : undefined);
  // Integers' safe range is implied by the type: only limits a caller could hit are worth a word.
  const bound = (v: number | string | undefined) => v !== undefined && (typeof v === 'string' || Math.abs(v) < Number.MAX_SAFE_INTEGER);
  if (bound(min) && bound(max)) out.push(`${min} to ${max}`);
  else if (bound(min)) out.push(typeof min === 'string' ? min : `≥ ${min}`);
  else if (bound(max)) out.push(typeof max === 'string' ? max : `≤ ${max}`);
  if (s.pattern) out.push(`pattern \`${s.pattern}\``);
  return out;
}

function notes(s: JsonSchema): string {
  const parts = [s.description ?? '', ...limits(s)];
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.filter(Boolean).join('; ');
}

function rows(s: JsonSchema, prefix: string, out: string[]): void {
  for (const [key, field] of Object.entries(s.properties ?? {})) {
    const name = prefix + key;
    const required = s.required?.includes(key) ? 'yes' : 'no';
    out.push(`| \`${name}\` | ${cell(typeOf(field))} | ${required} | ${cell(notes(field))} |`);
    const nested = inner(field);
    if (nested) rows(nested.schema, `${name}${nested.suffix}.`, out);
  }
  // A loose object (a stored record) carries more than the listed fields.
  if (prefix && typeof s.additionalProperties === 'object') out.push(`| \`${prefix}…\` | | | the record's other stored fields |`);
}

function fields(title: string, schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const out: string[] = [];
  rows(json, '', out);
  if (typeof json.additionalProperties === 'object') out.push(`| \`…\` | | | the record's other stored fields |`);
  if (!out.length) return `${title}: none.\n`;
  return [`${title}:`, '', '| Field | Type | Required | Notes |', '|---|---|---|---|', ...out, ''].join('\n');
}

const anchor = (c: Contract) =>
  `${c.method} ${c.path}`
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const ACCESS: Record<string, string> = { public: 'public (no token)', account: 'signed-in account (no profile needed)' };
const SCOPE: Record<Contract['scope'], string> = {
  organization: "the caller's organization",
  groups: "a group admin's groups (other roles: the organization)",
  own: "the caller's own records",
  installation: 'every organization of the installation (platform)',
  none: 'no organization records',
};
const accessOf = (c: Contract) => ACCESS[c.access] ?? `\`${c.access}\``;

function preferenceFact(features: readonly string[]): string[] {
  if (features.length === 0) return [];
  const names = features.map((f) => `\`${f}\``).join(' and ');
  const it = features.length === 1 ? 'it' : 'one of them';
  return [`| Preference | ${names}: NOT_ENABLED while the organization has ${it} off (docs/preferences.md) |`];
}

function referencesFact(references: readonly Reference[]): string[] {
  if (references.length === 0) return [];
  const kind = (r: Reference) => r.listType ?? r.fileKind;
  const named = references.map((r) => `\`body.${r.field}\` → ${r.collection}${kind(r) ? ` (${kind(r)})` : ''}`).join(', ');
  return [`| References | ${named}: each must exist in the caller's organization (INVALID_REQUEST, validation.notFound) |`];
}

function section(c: Contract): string {
  const facts = [
    `| Access | ${accessOf(c)} |`,
    `| Scope | ${SCOPE[c.scope]} |`,
    ...(c.whileRestricted?.length ? [`| While restricted | ${c.whileRestricted.join(', ')} |`] : []),
    ...preferenceFact(contractFeatures(c)),
    ...referencesFact(c.references ?? []),
    ...(c.maxBodyBytes ? [`| Largest body | ${c.maxBodyBytes} bytes |`] : []),
    `| Errors | ${c.errors.length ? c.errors.map((e) => `\`${e}\``).join(', ') : "(the pipeline's only)"} |`,
  ];
  return [
    `### ${c.method} ${c.path}`,
    '',
    c.summary,
    '',
    ...(c.description ? [c.description, ''] : []),
    '| | |',
    '|---|---|',
    ...facts,
    '',
    fields('Headers', c.headers, 'input'),
    ...(c.method === 'GET' ? [] : [fields('Body', c.body, 'input')]),
    fields('Answer (200)', c.answer, 'output'),
  ].join('\n');
}

function index(contracts: readonly Contract[]): string {
  const permissions = Object.entries(PERMISSIONS)
    .filter(([p]) => contracts.some((c) => c.access === p))
    .map(([p, roles]) => `| \`${p}\` | ${roles.join(', ')} |`);
  return [
    '| Method | Path | Access | Scope |',
    '|---|---|---|---|',
    ...contracts.map((c) => `| ${c.method} | [\`${c.path}\`](#${anchor(c)}) | ${accessOf(c)} | ${c.scope} |`),
    '',
    'Roles holding each permission used above (`permissions.ts`):',
    '',
    '| Permission | Roles |',
    '|---|---|',
    ...permissions,
    '',
  ].join('\n');
}

const GENERATED =
  '<!-- Generated by `npm run docs:api` from packages/domain/src/contracts, docs/api.intro.md and docs/api.outro.md: edit those, not this file. -->';

export function renderApiDocs(root: string): string {
  const intro = readFileSync(`${root}/docs/api.intro.md`, 'utf8').trimEnd();
  const outro = readFileSync(`${root}/docs/api.outro.md`, 'utf8').trimEnd();
  const endpoints = [
    '## 2. Endpoints',
    '',
    "Every section below is generated from the endpoint's contract (`packages/domain/src/contracts/<area>.ts`): the " +
      'route table serves exactly these, the API tests check every answer against the answer schema, and the web ' +
      "takes its types from them. Errors list the codes the endpoint itself answers; the pipeline's (§1.4) come on top.",
    '',
    index(CONTRACTS),
    ...CONTRACTS.map(section),
  ].join('\n');
  return `${GENERATED}\n\n${intro}\n\n${endpoints.trimEnd()}\n\n---\n\n${outro}\n`;
}
