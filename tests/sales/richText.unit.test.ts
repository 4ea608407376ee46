import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../functions/src/shared/richText';

// Hostile HTML in an activity's description: whatever comes in, what is stored runs nothing.
describe('sanitizeRichText', () => {
  it("keeps the editor's formatting", () => {
    const html =
      '<h2>Corso</h2><p><strong>Sabato</strong> e <em>domenica</em></p><ul><li>uno</li></ul><ol><li>due</li></ol><blockquote>citazione</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('drops scripts, styles and frames with their content, and every event handler', () => {
    expect(sanitizeRichText('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.it"></iframe>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src=x onerror="alert(1)"><svg onload="alert(1)"><circle/></svg>ciao')).toBe('ciao');
  });
  it('keeps only http(s) and mailto links, opened without the opener', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).not.toContain('data:');
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).not.toContain('evil');
    expect(sanitizeRichText('<a href="https://aurora.it/corso" target="_self">corso</a>')).toBe(
      '<a href="https://aurora.it/corso" target="_blank" rel="noopener noreferrer nofollow">corso</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@aurora.it">scrivi</a>')).toContain('href="mailto:info@aurora.it"');
  });
  it('unknown and broken markup keeps its text only, escaped', () => {
    expect(sanitizeRichText('<div><span>testo</span></div>')).toBe('testo');
    expect(sanitizeRichText('<p>1 < 2 & "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
    expect(sanitizeRichText('<p><b>open')).toBe('<p><b>open</b></p>');
    expect(sanitizeRichText('<!-- <script>x</script> --><p>t</p>')).toBe('<p>t</p>');
  });
});
