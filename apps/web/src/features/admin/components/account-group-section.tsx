// An account's client group (admin moves it, audited) and its effective conditions for any symbol, with where each came from.
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
import { errorText } from './error-text.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import './group-dialog.css';

type Source = EffectiveConditionsResponse['conditions']['markup']['source'];

export function AccountGroupSection({ traderId, accountType, role }: { traderId: number; accountType: string; role: string }) {
  const { t } = useTranslation();
  const [symbol, setSymbol] = useState('EURUSD');
  const conditions = useAccountConditions(traderId, symbol);
  const current = conditions.data?.group;
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
  };
  const valueText = (value: string | number) => (typeof value === 'number' ? String(value) : (words[value] ?? value));
  return (
    <div className="admin-form">
      {roleMay(role, 'groups') && <MoveAccount traderId={traderId} accountType={accountType} currentId={current?.id} />}
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

function MoveAccount({ traderId, accountType, currentId }: { traderId: number; accountType: string; currentId: number | undefined }) {
  const { t } = useTranslation();
  const groups = useClientGroups();
  const move = useMoveAccountGroup(traderId);
  const toast = useToast();
  const [choice, setChoice] = useState<string>('');
  const options = (groups.data?.groups ?? []).filter((g) => g.account_type === accountType && !g.archived);
  const selected = choice || String(currentId ?? '');
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
