import { Migration20261121000000Initial } from './Migration20261121000000Initial';
import { Migration20261121010000Access } from './Migration20261121010000Access';
import { Migration20261121030000Coverage } from './Migration20261121030000Coverage';
import { Migration20261121040000Admin } from './Migration20261121040000Admin';
import { Migration20261121050000TacDetails } from './Migration20261121050000TacDetails';
import { Migration20261123100000AdminGrants } from './Migration20261123100000AdminGrants';
import { Migration20261123100100ApiKeyExpiry } from './Migration20261123100100ApiKeyExpiry';
import { Migration20261123200000BlacklistPublicReason } from './Migration20261123200000BlacklistPublicReason';
import { Migration20261123200100IssueReportPrivacy } from './Migration20261123200100IssueReportPrivacy';
import { Migration20261123300000CommunityTacs } from './Migration20261123300000CommunityTacs';
import { Migration20261123400000Verdict } from './Migration20261123400000Verdict';
import { Migration20261123500000Bulk } from './Migration20261123500000Bulk';
import { Migration20261123500001BulkChunks } from './Migration20261123500001BulkChunks';
import { Migration20261124100000PolicyAnswerPerSearch } from './Migration20261124100000PolicyAnswerPerSearch';
import { Migration20261125100000SearchInferred } from './Migration20261125100000SearchInferred';
import { Migration20261126100000IssueReportDemo } from './Migration20261126100000IssueReportDemo';
import { Migration20261127100000TacObservationPhone } from './Migration20261127100000TacObservationPhone';

/** Listed explicitly so the same migrations run from sources (tests) and from the build. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  { name: 'Migration20261121010000Access', class: Migration20261121010000Access },
  { name: 'Migration20261121030000Coverage', class: Migration20261121030000Coverage },
  { name: 'Migration20261121040000Admin', class: Migration20261121040000Admin },
  { name: 'Migration20261121050000TacDetails', class: Migration20261121050000TacDetails },
  { name: 'Migration20261123100000AdminGrants', class: Migration20261123100000AdminGrants },
  { name: 'Migration20261123100100ApiKeyExpiry', class: Migration20261123100100ApiKeyExpiry },
  { name: 'Migration20261123200000BlacklistPublicReason', class: Migration20261123200000BlacklistPublicReason },
  { name: 'Migration20261123200100IssueReportPrivacy', class: Migration20261123200100IssueReportPrivacy },
  { name: 'Migration20261123300000CommunityTacs', class: Migration20261123300000CommunityTacs },
  { name: 'Migration20261123400000Verdict', class: Migration20261123400000Verdict },
  { name: 'Migration20261123500000Bulk', class: Migration20261123500000Bulk },
  { name: 'Migration20261123500001BulkChunks', class: Migration20261123500001BulkChunks },
  { name: 'Migration20261124100000PolicyAnswerPerSearch', class: Migration20261124100000PolicyAnswerPerSearch },
  { name: 'Migration20261125100000SearchInferred', class: Migration20261125100000SearchInferred },
  { name: 'Migration20261126100000IssueReportDemo', class: Migration20261126100000IssueReportDemo },
  { name: 'Migration20261127100000TacObservationPhone', class: Migration20261127100000TacObservationPhone },
];
