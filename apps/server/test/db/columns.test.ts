import { describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import { toColumns } from '../../src/db/columns.ts';
import type { KycSubmissionsTable } from '../../src/modules/kyc/kyc.tables.ts';

describe('toColumns', () => {
  it('a camelCase insert, when turned into columns, then names every snake_case column (digits and nulls kept)', () => {
    const columns = toColumns<Insertable<KycSubmissionsTable>>({
      userId: 7,
      aadhaarLast4: '1234',
      documentUploadId: 'doc',
      selfieUploadId: 'selfie',
      status: 'pending',
      reviewNotes: null,
      submittedAt: 1_700_000_000_000,
    });
    expect(columns).toEqual({
      user_id: 7,
      aadhaar_last4: '1234',
      document_upload_id: 'doc',
      selfie_upload_id: 'selfie',
      status: 'pending',
      review_notes: null,
      submitted_at: 1_700_000_000_000,
    });
  });
});
