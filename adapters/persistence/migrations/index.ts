import { Migration20261121000000Initial } from './Migration20261121000000Initial';
import { Migration20261121010000Access } from './Migration20261121010000Access';
import { Migration20261121030000Coverage } from './Migration20261121030000Coverage';
import { Migration20261121040000Admin } from './Migration20261121040000Admin';
import { Migration20261121050000TacDetails } from './Migration20261121050000TacDetails';
import { Migration20261123300000CommunityTacs } from './Migration20261123300000CommunityTacs';

/** Listed explicitly so the same migrations run from sources (tests) and from the build. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  { name: 'Migration20261121010000Access', class: Migration20261121010000Access },
  { name: 'Migration20261121030000Coverage', class: Migration20261121030000Coverage },
  { name: 'Migration20261121040000Admin', class: Migration20261121040000Admin },
  { name: 'Migration20261121050000TacDetails', class: Migration20261121050000TacDetails },
  { name: 'Migration20261123300000CommunityTacs', class: Migration20261123300000CommunityTacs },
];
