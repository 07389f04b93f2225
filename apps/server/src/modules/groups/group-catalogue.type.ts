import type { GroupRecord } from './group.repository.ts';

export interface GroupCatalogue {
  ready(): Promise<void>;
  list(): GroupRecord[];
  get(id: number): GroupRecord | undefined;
  defaultFor(accountType: 'demo' | 'live'): GroupRecord | undefined;
  groupOf(userId: number): Promise<GroupRecord>;
  /** Resolves once this instance has reloaded after the change it published (its own answers then agree). */
  changed(userIds: number[]): Promise<void>;
  onChange(listener: (userIds: number[]) => void): () => void;
}
