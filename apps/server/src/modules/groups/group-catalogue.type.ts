import type { GroupRecord } from './group.repository.ts';

/** What an account's group is resolved from: its type and its own row's group (null: none). */
export interface AccountGroupRef {
  accountType: 'demo' | 'live';
  groupId: number | null;
}

export interface GroupCatalogue {
  ready(): Promise<void>;
  list(): GroupRecord[];
  get(id: number): GroupRecord | undefined;
  defaultFor(accountType: 'demo' | 'live'): GroupRecord | undefined;
  /** The group an account with this row trades in: its own group when of its type, else its type's default. */
  resolve(ref: AccountGroupRef): GroupRecord;
  /** The trading account's group (one read per unseen account, then cached); an unknown account id: undefined. */
  groupOf(accountId: number): Promise<GroupRecord | undefined>;
  /** The account's group when this instance has it cached (no promise: the order path reads it); else undefined. */
  cachedGroupOf(accountId: number): GroupRecord | undefined;
  /** Resolves once this instance has reloaded after the change it published (its own answers then agree). */
  changed(accountIds: number[]): Promise<void>;
  /** After any instance changed groups (accountIds empty: definitions, every account may be affected) or moved accounts. */
  onChange(listener: (accountIds: number[]) => void): () => void;
}
