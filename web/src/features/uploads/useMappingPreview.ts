import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mappingRenames, type ColumnMapping } from '@tessera/domain/uploads/columnMapping';
import type { UploadPreview } from './api/columnMappings';
import { uploadProblem, type UploadProblem } from './uploadProblem';

/**
 * The chosen file read by the API as the upload would read it: the columns with the mapping proposed, then the one
 * the administrator chooses (each change previews again), the first rows as stored and the refused ones. `read`: the
 * upload kind's preview call; `readKey` changes when what it reads with does (the mode, the pay year), which previews again.
 */
export function useMappingPreview(
  file: File | null,
  read: (file: File, mapping?: ColumnMapping) => Promise<UploadPreview>,
  readKey: string,
) {
  const { t } = useTranslation();
  // the administrator's mapping; undefined: the proposal
  const [chosen, setChosen] = useState<{ file: File; mapping: ColumnMapping } | null>(null);
  const [state, setState] = useState<{ file: File; preview?: UploadPreview; problem?: UploadProblem } | null>(null);
  const mine = chosen && chosen.file === file ? chosen.mapping : undefined;

  useEffect(() => {
    if (!file) return;
    let current = true;
    read(file, mine).then(
      (preview) => current && setState({ file, preview }),
      (e: unknown) => current && setState({ file, problem: uploadProblem(t, e) }),
    );
    return () => {
      current = false;
    };
    // the mapping's content is what is previewed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, readKey, JSON.stringify(mine)]);

  const shown = state && state.file === file ? state : null;
  const mapping = mine ?? shown?.preview?.mapping;
  return {
    loading: !!file && (!shown || (!!mine && JSON.stringify(shown.preview?.mapping) !== JSON.stringify(mine))),
    preview: shown?.preview,
    problem: shown?.problem ?? null,
    mapping,
    /** what the upload sends: nothing for a file already in the upload's own names */
    toSend: mapping && mappingRenames(mapping) ? mapping : undefined,
    /** one column's field (null: not imported); a field moves: the column that had it is no longer imported */
    choose(header: string, field: string | null) {
      if (!file || !mapping) return;
      const others = Object.entries(mapping).map(([h, f]): [string, string | null] => [h, field && f === field ? null : f]);
      setChosen({ file, mapping: { ...Object.fromEntries(others), [header]: field } });
    },
    /** a saved mapping: the file's columns it does not name are not imported */
    useMapping(saved: ColumnMapping) {
      if (!file || !shown?.preview) return;
      const lower = new Map(Object.entries(saved).map(([h, f]) => [h.trim().toLowerCase(), f]));
      setChosen({
        file,
        mapping: Object.fromEntries(shown.preview.columns.map((c) => [c.header, lower.get(c.header.toLowerCase()) ?? null])),
      });
    },
  };
}
export type MappingPreview = ReturnType<typeof useMappingPreview>;
