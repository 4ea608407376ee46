import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five HTML specials and leaves the rest', () => {
    expect(escapeHtml(`<b>D'Amico & "Rossi"</b> è`)).toBe('&lt;b&gt;D&#39;Amico &amp; &quot;Rossi&quot;&lt;/b&gt; è');
  });
});
