// The kyc module's public face: other modules import it through this file only (the lint says so).
export { latestKycStatuses, listKycSubmissions } from './kyc-queue.repository.ts';
export { toAdminKycItem } from './kyc-queue.view.ts';
export { hasApprovedKyc } from './kyc.repository.ts';
