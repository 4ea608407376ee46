import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConsistency, computeTaxCode, isValidTaxCode } from '@tessera/domain/codiceFiscale';
import { notify } from '../../components/toaster';
import { loadCitySearch } from '../../lib/geo/citySearch';

interface Person {
  name: string;
  surname: string;
  gender: '' | 'M' | 'F';
  /** YYYY-MM-DD or '' */
  birthDate: string;
  ssn: string;
  /** the birthplace and its province as typed (the Belfiore code is looked up when the city was not picked) */
  birthPlace: () => string;
  birthProvince: () => string;
}

/**
 * The tax-code assist of the member form: whether the typed code is valid, whether it agrees with the personal data
 * (a warning, not an error: offices keep codes with known mismatches), and computing it from them.
 * `setBelfiore` takes the birthplace picked in the city list (null when it is typed again).
 */
export function useTaxCodeAssist(person: Person, setSsn: (value: string) => void) {
  const { t } = useTranslation();
  const [belfiore, setBelfiore] = useState<string | null>(null);
  const { name, surname, gender, birthDate, ssn } = person;
  const ssnUpper = ssn.trim().toUpperCase();
  const ssnInvalid = ssnUpper.length > 0 && !isValidTaxCode(ssnUpper);
  const consistency = useMemo(
    () =>
      ssnUpper && !ssnInvalid
        ? checkConsistency(ssnUpper, { name, surname, gender: gender || null, birthDate: birthDate || null, belfiore })
        : null,
    [ssnUpper, ssnInvalid, name, surname, gender, birthDate, belfiore],
  );

  async function birthplaceBelfiore(): Promise<string | null> {
    if (belfiore) return belfiore;
    const place = person.birthPlace().trim().toUpperCase();
    if (!place) return null;
    const prov = person.birthProvince().trim().toUpperCase();
    const found = (await loadCitySearch()).search(place).find((r) => r.nome === place && (!prov || r.prov === prov));
    if (found) setBelfiore(found.belfiore);
    return found?.belfiore ?? null;
  }

  async function compute() {
    let code: string | null;
    try {
      code = await birthplaceBelfiore();
    } catch {
      notify('warning', t('geo.unavailable'));
      return;
    }
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
    if (!name.trim() || !surname.trim() || !gender || !d || !code) {
      notify('warning', t('members.form.computeMissing'));
      return;
    }
    try {
      setSsn(
        computeTaxCode({
          name,
          surname,
          gender,
          birthDate: { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]) },
          belfiore: code,
        }),
      );
    } catch {
      notify('warning', t('members.form.computeMissing'));
    }
  }

  return { ssnInvalid, consistency, compute, setBelfiore };
}
