import { describe, expect, it } from 'vitest';
import { audienceOf, htmlToText, mergeText, selectRecipients, unknownMergeFields, usedMergeFields } from './mailshot';

describe('mergeText', () => {
  it('replaces known fields and file columns, escapes values in HTML, leaves unknown tags for the preview to show', () => {
    const values = { name: 'Anna <b>', nome: 'Socia', 'custom.Tessera': 'Oro' };
    expect(mergeText('<p>Ciao {{ name }} {{nome}} {{custom.Tessera}} {{surname}} {{nmae}}</p>', values, 'html')).toBe(
      '<p>Ciao Anna &lt;b&gt; Socia Oro  {{nmae}}</p>',
    );
    expect(mergeText('Per {{name}}', values, 'text')).toBe('Per Anna <b>');
  });
  it('lists the fields a text uses and the unknown ones', () => {
    expect(usedMergeFields('{{name}} {{nome}}', 'x {{name}}')).toEqual(['name', 'nome']);
    expect(unknownMergeFields('{{name}} {{nmae}} {{custom.x}}')).toEqual(['nmae']);
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, lists and links readable, drops tags, decodes entities', () => {
    const html =
      '<h2>Titolo</h2><p>Uno &amp; due<br>tre</p><ul><li>a</li><li>b</li></ul><p><a href="https://x.it/y" target="_blank">qui</a></p>';
    expect(htmlToText(html)).toBe('Titolo\nUno & due\ntre\n- a\n- b\n\nqui (https://x.it/y)');
  });
});

describe('selectRecipients', () => {
  it('sends each address once, counting invalid, duplicate, suppressed and unconsenting ones; members keep their id', () => {
    const { recipients, count } = selectRecipients(
      [
        { email: ' Anna@Esempio.it ', memberId: 'm1', consent: true, values: { name: 'Anna' } },
        { email: 'anna@esempio.it', values: {} },
        { email: 'nope', values: {} },
        { email: undefined, memberId: 'm2', consent: true, values: {} },
        { email: 'bea@esempio.it', memberId: 'm3', consent: false, values: {} },
        { email: 'cino@esempio.it', values: {} },
        { email: 'dino@esempio.it', values: {} },
      ],
      (e) => e === 'cino@esempio.it',
    );
    expect(recipients).toEqual([
      { email: 'anna@esempio.it', memberId: 'm1', values: { name: 'Anna', email: 'anna@esempio.it' } },
      { email: 'dino@esempio.it', values: { email: 'dino@esempio.it' } },
    ]);
    expect(count).toEqual({ recipients: 2, duplicates: 1, invalid: 2, suppressed: 1, noConsent: 1 });
  });
});

describe('audienceOf', () => {
  it('an audience chosen stands; none, or lists with nothing chosen (which once meant every member), is no audience', () => {
    expect(audienceOf({ kind: 'all' })).toEqual({ kind: 'all' });
    expect(audienceOf({ kind: 'lists', groups: ['g1'], sections: [], categories: [] })).toMatchObject({ kind: 'lists', groups: ['g1'] });
    expect(audienceOf({ kind: 'lists', groups: [], sections: [], categories: [] })).toBeNull();
    expect(audienceOf(null)).toBeNull();
    expect(audienceOf(undefined)).toBeNull();
  });
});
