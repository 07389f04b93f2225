// A trader's accounts' client groups: staff pick an account, move it to another group of its type (admin, audited) and read its
// effective conditions for any symbol, with where each came from.
import { useState } from 'react';
import { roleMay } from '@platform/shared/admin';
import type { EffectiveConditionsResponse } from '@platform/shared/client-groups';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useClientGroups } from '../api/client-groups.ts';
import { useMoveAccountGroup } from '../api/move-account-group.ts';
import { useAccountConditions } from '../api/account-conditions.ts';
import { useTraderAccountGroups } from '../api/trader-account-groups.ts';
import { errorText } from './error-text.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import './group-dialog.css';

type Source = EffectiveConditionsResponse['conditions']['markup']['source'];

export function AccountGroupSection({ traderId, role }: { traderId: number; role: string }) {
  const { t } = useTranslation();
  const [symbol, setSymbol] = useState('EURUSD');
  const accounts = useTraderAccountGroups(traderId);
  const [picked, setPicked] = useState<number | undefined>();
  const list = accounts.data?.accounts ?? [];
  const account = list.find((one) => one.account_id === picked) ?? list[0];
  const conditions = useAccountConditions(account?.account_id, symbol);
  const sourceText = (source: Source) =>
    source.kind === 'path'
      ? t('admin.groups.source.path', { path: source.path })
      : source.kind === 'symbol'
        ? t('admin.groups.source.symbol', { symbol: source.symbol })
        : t(`admin.groups.source.${source.kind}`);
  const words: Record<string, string> = {
    points: t('admin.groups.rule.points'),
    percent: t('admin.groups.rule.percent'),
    per_lot: t('admin.groups.rule.perLot'),
    per_million: t('admin.groups.rule.perMillion'),
    full: t('admin.groups.modes.full'),
    close_only: t('admin.groups.modes.close_only'),
    disabled: t('admin.groups.modes.disabled'),
    usd_per_lot: t('admin.groups.swapModes.usd_per_lot'),
    percent_per_year: t('admin.groups.swapModes.percent_per_year'),
  };
  const valueText = (value: string | number) => (typeof value === 'number' ? String(value) : (words[value] ?? value));
  return (
    <div className="admin-form">
      {accounts.isError && <div className="banner banner--error">{errorText(accounts.error)}</div>}
      {account && (
        <Select
          label={t('admin.groups.account')}
          value={String(account.account_id)}
          options={list.map((one) => ({
            value: String(one.account_id),
            label: t('admin.groups.accountOption', {
              number: String(one.number),
              type: t(`admin.groups.types.${one.type}`),
              group: one.group.name,
            }),
          }))}
          onChange={(e) => setPicked(Number(e.target.value))}
        />
      )}
      {account && roleMay(role, 'groups') && (
        <MoveAccount
          key={account.account_id}
          traderId={traderId}
          accountId={account.account_id}
          accountType={account.type}
          currentId={account.group.id}
        />
      )}
      <TextField
        label={t('admin.groups.conditionsFor')}
        value={symbol}
        onChange={(e) => setSymbol(e.target.value.toUpperCase().trim() || 'EURUSD')}
      />
      {conditions.isError && <div className="banner banner--error">{errorText(conditions.error)}</div>}
      {conditions.data && (
        <table className="account-conditions" aria-label={t('admin.groups.conditionsTitle', { symbol: conditions.data.symbol })}>
          <caption className="muted">
            {t('admin.groups.conditionsCaption', { group: conditions.data.group.name, path: conditions.data.path })}
          </caption>
          <thead>
            <tr>
              <th>{t('admin.groups.columns.condition')}</th>
              <th>{t('admin.groups.columns.value')}</th>
              <th>{t('admin.groups.columns.source')}</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(conditions.data.conditions) as Array<keyof EffectiveConditionsResponse['conditions']>).map((key) => {
              const entry = conditions.data.conditions[key];
              return (
                <tr key={key}>
                  <td>{t(`admin.groups.conditions.${key}`)}</td>
                  <td className="num">{valueText(entry.value)}</td>
                  <td>{sourceText(entry.source)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

interface MoveAccountProps {
  traderId: number;
  accountId: number;
  accountType: string;
  currentId: number;
}

function MoveAccount({ traderId, accountId, accountType, currentId }: MoveAccountProps) {
  const { t } = useTranslation();
  const groups = useClientGroups();
  const move = useMoveAccountGroup(traderId, accountId);
  const toast = useToast();
  const [choice, setChoice] = useState<string>('');
  const options = (groups.data?.groups ?? []).filter((g) => g.account_type === accountType && !g.archived);
  const selected = choice || String(currentId);
  return (
    <div className="account-group">
      <Select
        label={t('admin.groups.accountGroup')}
        value={selected}
        options={options.map((g) => ({ value: String(g.id), label: g.name }))}
        onChange={(e) => setChoice(e.target.value)}
      />
      <Button
        variant="secondary"
        disabled={!selected || Number(selected) === currentId}
        loading={move.isPending}
        onClick={() =>
          move.mutate(Number(selected), {
            onSuccess: ({ group }) => toast.show({ title: t('admin.groups.moved', { name: group.name }), variant: 'success' }),
          })
        }
      >
        {t('admin.groups.move')}
      </Button>
      {move.isError && <div className="banner banner--error">{errorText(move.error)}</div>}
    </div>
  );
}
