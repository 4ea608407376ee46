import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, fieldOf, inputOf } from './mailshotDraft';

const filled = { ...draftOf(null, 'sender1'), subject: 'Ciao {{name}}', bodyHtml: '<p>Hi</p>', kind: 'all' as const };

describe('the compose form against mailshotInput', () => {
  it('sends only the chosen recipients source', () => {
    const d = { ...filled, kind: 'campaign' as const, campaignId: 'c1', searchId: 's1', groups: ['g1'] };
    expect(inputOf(d).recipients).toEqual({ kind: 'campaign', campaignId: 'c1' });
    expect(inputOf({ ...d, kind: 'lists' }).recipients).toEqual({ kind: 'lists', groups: ['g1'], sections: [], categories: [] });
  });
  it('sends every member only when chosen, and no audience (null) until one is', () => {
    expect(inputOf({ ...filled, kind: 'all' }).recipients).toEqual({ kind: 'all' });
    expect(inputOf({ ...filled, kind: '' }).recipients).toBeNull();
    expect(checkDraft({ ...filled, kind: '' }).errors).toBeNull();
    expect(checkDraft({ ...filled, kind: 'lists' }).errors).toEqual({ groups: 'validation.chooseOne' });
  });
  it('keeps each source of a stored draft, and starts a new one with no audience from the default sender', () => {
    expect(draftOf(null, 'sender1')).toMatchObject({ kind: '', groups: [], senderId: 'sender1', lang: 'it' });
    const stored = draftOf({
      subject: 's',
      senderId: 'x',
      bodyHtml: '',
      lang: 'en',
      recipients: { kind: 'file', fileId: 'f1', fileName: 'soci.xlsx' },
      attachments: [],
    });
    expect(stored).toMatchObject({ kind: 'file', file: { fileId: 'f1', fileName: 'soci.xlsx' }, lang: 'en' });
  });
  it('passes a complete draft and says which field is missing', () => {
    expect(checkDraft(filled).errors).toBeNull();
    expect(checkDraft({ ...filled, subject: ' ', senderId: '' }).errors).toEqual({
      subject: 'validation.required',
      senderId: 'validation.required',
    });
    expect(checkDraft({ ...filled, kind: 'search' }).errors).toEqual({ searchId: 'validation.required' });
    expect(checkDraft({ ...filled, kind: 'file' }).errors).toEqual({ file: 'validation.required' });
  });
  it("places the server's issues on the form's fields", () => {
    expect(fieldOf('body.recipients.searchId')).toBe('searchId');
    expect(fieldOf('body.recipients.fileId')).toBe('file');
    expect(fieldOf('body.recipients.groups.3')).toBe('kind');
    expect(fieldOf('body.recipients.groups')).toBe('groups');
    expect(fieldOf('body.attachments.0.fileId')).toBe('attachments');
    expect(fieldOf('body.subject')).toBe('subject');
  });
});
