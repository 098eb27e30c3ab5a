import { Migration20261121000000Initial } from './Migration20261121000000Initial';

/** Listed explicitly so the same migrations run from sources (tests) and from the build. */
export const MIGRATIONS = [{ name: 'Migration20261121000000Initial', class: Migration20261121000000Initial }];
