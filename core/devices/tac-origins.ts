import type { TacOrigin } from './device';
import type { IdentificationSource } from './identification';

/** The data set behind each TAC origin, as an answer names it. */
export const TAC_ORIGIN_NAME: Record<TacOrigin, string> = {
  catalog: 'Bandwise curated catalog',
  osmocom: 'Osmocom TAC database (imported by the operator)',
  csv: 'TAC list imported by the operator',
  'shipped-osmocom': 'Osmocom TAC database (CC-BY-SA 3.0)',
  'samsung-tacs': 'Samsung TAC list of the SamloaderKotlin project (MIT)',
  community: 'TAC confirmed by Bandwise visitors',
};

/** The same, as a sentence names it after "from". */
export const TAC_ORIGIN_PHRASE: Record<TacOrigin, string> = {
  catalog: 'the curated Bandwise catalog',
  osmocom: 'the Osmocom TAC database imported by the operator',
  csv: 'an imported TAC list',
  'shipped-osmocom': 'the Osmocom TAC database shipped with Bandwise (CC-BY-SA 3.0)',
  'samsung-tacs': 'the Samsung TAC list shipped with Bandwise (SamloaderKotlin project, MIT)',
  community: 'confirmations by Bandwise visitors',
};

/** Operator imports and shipped lists are told apart so a reader knows whose data identified the phone. */
export const TAC_ORIGIN_SOURCE: Record<TacOrigin, IdentificationSource> = {
  catalog: 'shipped-tac',
  osmocom: 'imported-tac',
  csv: 'imported-tac',
  'shipped-osmocom': 'shipped-tac',
  'samsung-tacs': 'shipped-tac',
  community: 'community-tac',
};
