/** The first answer to a request carrying an Idempotency-Key, replayed to its retries. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: number;
}
