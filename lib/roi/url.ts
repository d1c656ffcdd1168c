import { roiFields, type RoiRawInputs } from './calculate';

/**
 * The calculator's inputs as URL parameters (?leads=…&conversion=…), so a result can be shared
 * and reopened. Only the known fields are read, each cut to a sane length.
 */
export function roiInputsFromSearch(search: string | URLSearchParams): RoiRawInputs {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: RoiRawInputs = {};
  for (const field of roiFields) {
    const value = params.get(field);
    if (value != null) raw[field] = value.slice(0, 32);
  }
  return raw;
}

export function roiSearchFromInputs(raw: RoiRawInputs): string {
  const params = new URLSearchParams();
  for (const field of roiFields) {
    const value = raw[field]?.trim();
    if (value) params.set(field, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
