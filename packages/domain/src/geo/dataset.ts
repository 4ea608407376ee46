/**
 * The geographic reference data, decoded once. This is the ONLY module that imports the JSON files
 * (~0.5 MB): load it with a dynamic import (`await import('@tessera/domain/geo/dataset')`) so it
 * stays out of bundles that do not need it, such as the login page. Everything else in geo/ takes
 * the dataset as a parameter.
 */
import { decodeGeoDataset } from '@tessera/domain/geo/decode';
import type { GeoDataset } from '@tessera/domain/geo/types';
import foreignStatesJson from '../../data/foreign-states.json';
import municipalitiesJson from '../../data/municipalities.json';

export const geoDataset: GeoDataset = decodeGeoDataset(municipalitiesJson, foreignStatesJson);
