import { describe, expect, it } from 'vitest';
import { SEARCH_HEADERS, SEARCH_OPTION_NAMES } from '@tessera/domain/search/download';
import it_ from './locales/it.json';
import itApp from '../../lib/i18n/locales/it.screens.json';

// A downloaded file's headers are Italian whatever the screen's language: the same words the Italian screen
// shows for each field, so what an admin picks is what the file's column says.
describe('search download headers', () => {
  it('are the Italian screen’s field names', () => {
    expect(SEARCH_HEADERS).toEqual(it_.fields);
  });

  it('write fixed options by the Italian screen’s names', () => {
    const { gender, accountStatus, cardStatus } = SEARCH_OPTION_NAMES;
    expect({ gender, accountStatus, cardStatus }).toEqual({
      gender: it_.genders,
      accountStatus: itApp.accountStatus,
      cardStatus: itApp.cardStatus,
    });
  });
});
