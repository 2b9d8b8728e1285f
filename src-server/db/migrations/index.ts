// Every migration, oldest first. A version is never edited once it has shipped: change the schema
// with a new file, so databases created by earlier builds keep upgrading the same way.
import { initial } from './001_initial';
import { accessTokens } from './002_access_tokens';
import { signatures } from './003_signatures';
import { inbox } from './004_inbox';
import { documentCreation } from './005_document_creation';
import { medias } from './006_medias';
import { notifications } from './007_notifications';
import { signing } from './008_signing';
import { signatureStartTargets } from './009_signature_start_targets';
import { chat } from './010_chat';
import { dropPkiTokens } from './011_drop_pki_tokens';
import { onePriorityScale } from './012_one_priority_scale';
import { forwardRequests } from './013_forward_requests';
import { verificationCodes } from './014_verification_codes';
import { flowStages } from './015_flow_stages';
import { replies } from './016_replies';
import { dispatchFilesAndSignatures } from './017_dispatch_files_and_signatures';
import { accountCodes } from './018_account_codes';
import { citizenProfile } from './019_citizen_profile';
import { subjectReopen } from './020_subject_reopen';
import { citizenRequestReads } from './021_citizen_request_reads';
import { citizenFiling } from './022_citizen_filing';
import { profileSettings } from './023_profile_settings';
import { recaptcha } from './024_recaptcha';
import { services } from './025_services';
import { absenceReasons } from './026_absence_reasons';
import { internalUsers } from './027_internal_users';
import { audit } from './028_audit';
import { externalContacts } from './029_external_contacts';
import { sectorSettings } from './030_sector_settings';
import { organizationSettings } from './031_organization_settings';
import { subjectSettings } from './032_subject_settings';
import { tagColors } from './033_tag_colors';
import { deadlines } from './034_deadlines';
import { signatureRequestDetails } from './035_signature_request_details';
import { pageCounts } from './036_page_counts';
import { documentSearch } from './037_document_search';
import type { Migration } from './types';

export const MIGRATIONS: readonly Migration[] = [initial, accessTokens, signatures, inbox, documentCreation, medias, notifications, signing, signatureStartTargets, chat, dropPkiTokens, onePriorityScale, forwardRequests, verificationCodes, flowStages, replies, dispatchFilesAndSignatures, accountCodes, citizenProfile, subjectReopen, citizenRequestReads, citizenFiling, profileSettings, recaptcha, services, absenceReasons, internalUsers, audit, externalContacts, sectorSettings, organizationSettings, subjectSettings, tagColors, deadlines, signatureRequestDetails, pageCounts, documentSearch];

export const LATEST_SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;
