import { describe, expect, it } from 'vitest';
import { policiesToAccept } from './policies';

const published = (version: number) => ({ version, fileId: 'f', fileName: 'p.pdf', publishedAt: '2026-11-01T00:00:00Z' });

describe('policiesToAccept', () => {
  it('asks for every published policy whose current version the member has not accepted', () => {
    expect(policiesToAccept(undefined, undefined)).toEqual([]);
    expect(policiesToAccept({ privacy: published(1) }, undefined)).toEqual(['privacy']);
    expect(policiesToAccept({ privacy: published(2), newsletter: published(1) }, { privacy: { version: 1, acceptedAt: 'x' } })).toEqual([
      'privacy',
      'newsletter',
    ]);
    expect(policiesToAccept({ privacy: published(2) }, { privacy: { version: 2, acceptedAt: 'x' } })).toEqual([]);
  });
});
