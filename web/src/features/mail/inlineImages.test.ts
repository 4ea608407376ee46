import { describe, expect, it } from 'vitest';
import { withInlineImages } from './inlineImages';

describe('a message drawn with its inline images', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  it('puts each known image back in place of its cid: link', () => {
    expect(withInlineImages('<img src="cid:association-logo" alt="">', { 'association-logo': png })).toBe(`<img src="${png}" alt="">`);
  });
  it('leaves unknown ids, and anything that is not an image, as written', () => {
    expect(withInlineImages('<img src="cid:other">', { 'association-logo': png })).toBe('<img src="cid:other">');
    expect(withInlineImages('<img src="cid:x">', { x: 'javascript:alert(1)' })).toBe('<img src="cid:x">');
    expect(withInlineImages('<p>no images</p>', undefined)).toBe('<p>no images</p>');
  });
});
