// Unit tests render components of any screen: every catalogue part is loaded first, as the screens' routes would.
import { CATALOGUE_PARTS, loadCatalogue } from '../lib/i18n/load-catalogue.ts';
import '../lib/i18n/i18n.ts';

await loadCatalogue(...CATALOGUE_PARTS);
