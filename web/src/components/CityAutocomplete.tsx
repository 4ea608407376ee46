import { useEffect, useId, useRef, useState } from 'react';
import { Combobox, HStack, Portal, Spinner, Text, useListCollection } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CITY_SEARCH_MIN_CHARS, CITY_SEARCH_PAUSE_MS } from '@tessera/domain/constants';
import type { CitySearchResult } from '@tessera/domain/geo/types';
import { loadCitySearch } from '../lib/geo/citySearch';

export interface CitySelection {
  /** the municipality option chosen */
  nome: string;
  cap: string;
  prov: string;
  stato: string;
  /** the whole search result (ISTAT, Belfiore, province name, region) */
  place: CitySearchResult;
}

interface Props {
  label: string;
  /** the city text shown in the input (controlled by the form) */
  value: string;
  onInputChange: (text: string) => void;
  /** a place was chosen: fill zip, city, state/province and country from it */
  onSelect: (selection: CitySelection) => void;
  invalid?: boolean;
  required?: boolean;
  name?: string;
  testId?: string;
}

const keyOf = (r: CitySearchResult) => `${r.belfiore}|${r.cap}`;

/**
 * City autocomplete for every address and birthplace: searches after a 500 ms pause and only
 * with more than one character, by name or postal code (accents and apostrophes ignored), the place whose
 * name starts with the text first. A combobox: nothing is highlighted until the arrows move (so ArrowDown +
 * Enter picks the first option, the one shown on top), Enter chooses, Escape closes. The municipality data
 * loads when the field gets focus, so the first options appear right after the pause.
 */
export function CityAutocomplete({ label, value, onInputChange, onSelect, invalid, required, name, testId = 'city-autocomplete' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  // how the last search ended: its results are in the collection; 'unavailable' when the places' data did not arrive
  // (the browser will not download a failed module again before a reload)
  const [outcome, setOutcome] = useState<'none' | 'searched' | 'unavailable'>('none');
  // A form opened with a town already filled in searches nothing until someone types here: the places' data (~100 KB
  // compressed, and an index to build) is for the person choosing a town, not for every member who opens their data.
  const typed = useRef(false);
  const { collection, set } = useListCollection<CitySearchResult>({
    initialItems: [],
    itemToString: (r) => r.nome,
    itemToValue: keyOf,
  });

  useEffect(() => {
    if (!typed.current) return;
    const query = value.trim();
    const tooShort = query.length < CITY_SEARCH_MIN_CHARS;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        if (tooShort) {
          set([]);
          setOutcome('none');
          return;
        }
        setBusy(true);
        void loadCitySearch()
          .then((search) => {
            if (cancelled) return;
            set(search.search(query));
            setOutcome('searched');
          })
          // offline, or the app's files being replaced: the field takes free text and says why nothing is suggested
          .catch(() => {
            if (cancelled) return;
            set([]);
            setOutcome('unavailable');
          })
          .finally(() => !cancelled && setBusy(false));
      },
      tooShort ? 0 : CITY_SEARCH_PAUSE_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, set]);

  // Said under the field, not inside the list: a list of options holding only a sentence is not a list of options to
  // assistive technology.
  const note =
    outcome === 'unavailable' ? t('geo.unavailable') : outcome === 'searched' && collection.items.length === 0 ? t('geo.noCity') : null;

  return (
    <Combobox.Root
      collection={collection}
      inputValue={value}
      onInputValueChange={(e) => {
        typed.current = true;
        onInputChange(e.inputValue);
      }}
      onValueChange={(e) => {
        const place = e.items[0];
        if (!place) return;
        onSelect({ nome: place.nome, cap: place.cap, prov: place.prov, stato: place.stato, place });
      }}
      invalid={invalid}
      required={required}
      name={name}
      ids={{ input: id }}
      allowCustomValue
      openOnClick={false}
      selectionBehavior="preserve"
      positioning={{ sameWidth: false, placement: 'bottom-start' }}
      data-testid={testId}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          placeholder={t('geo.cityPlaceholder')}
          autoComplete="off"
          onFocus={() => loadCitySearch().catch(() => undefined)}
          data-testid={`${testId}-input`}
        />
        <Combobox.IndicatorGroup>{busy && <Spinner size="xs" role="status" aria-label={t('common.loading')} />}</Combobox.IndicatorGroup>
      </Combobox.Control>
      {note && (
        <Text role="status" fontSize="sm" color="fg.muted" mt="1" data-testid={`${testId}-note`}>
          {note}
        </Text>
      )}
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content minW="var(--reference-width)" maxW="min(28rem, calc(100vw - 2rem))" data-testid={`${testId}-options`}>
            {collection.items.map((r) => (
              <Combobox.Item key={keyOf(r)} item={r} data-testid={`${testId}-option`}>
                <HStack justify="space-between" width="full" gap="3">
                  <Text truncate>
                    {r.nome}{' '}
                    <Text as="span" color="fg.muted">
                      ({r.prov})
                    </Text>
                  </Text>
                  <Text color="fg.muted" fontSize="xs" flexShrink={0}>
                    {r.cap || r.stato}
                  </Text>
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
