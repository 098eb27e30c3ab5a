import { Migration20261121000000Initial } from './Migration20261121000000Initial';
import { Migration20261121010000Access } from './Migration20261121010000Access';

/** Listed explicitly so the same migrations run from sources (tests) and from the build. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  { name: 'Migration20261121010000Access', class: Migration20261121010000Access },
];
