// The dealer's routing rules: what each covers and how, with add, edit and delete (each change audited).
import { useState } from 'react';
import type { HedgeRule } from '@platform/shared/hedging';
import { Button } from '../../../../components/ui/button.tsx';
import { RowActions } from '../row-actions.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useDeleteHedgeRule, useHedgeRules } from '../../api/hedging-rules.ts';
import { errorText } from '../error-text.ts';
import { RuleDialog } from './rule-dialog.tsx';
import { signedLots } from './hedging-format.ts';

export function RulesPanel() {
  const { t } = useTranslation();
  const rules = useHedgeRules();
  const remove = useDeleteHedgeRule();
  const toast = useToast();
  const [editing, setEditing] = useState<HedgeRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HedgeRule | null>(null);
  const title = t('admin.hedging.rules.title');
  const any = t('admin.hedging.rules.any');
  const size = (rule: HedgeRule) =>
    rule.min_volume === null && rule.max_volume === null
      ? any
      : t('admin.hedging.rules.sizeRange', {
          min: rule.min_volume === null ? '0' : signedLots(rule.min_volume),
          max: rule.max_volume === null ? '∞' : signedLots(rule.max_volume),
        });
  return (
    <section className="risk-section" aria-labelledby="hedging-rules-title">
      <div className="risk-section__header">
        <h2 id="hedging-rules-title">{title}</h2>
        <Button onClick={() => setEditing('new')}>{t('admin.hedging.rules.add')}</Button>
      </div>
      <p className="muted">{t('admin.hedging.rules.intro')}</p>
      {rules.isError && <div className="banner banner--error">{errorText(rules.error)}</div>}
      {remove.isError && <div className="banner banner--error">{errorText(remove.error)}</div>}
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="admin-table" aria-label={title}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('admin.hedging.rules.mode')}</th>
              <th scope="col">{t('admin.hedging.rules.clientGroup')}</th>
              <th scope="col">{t('admin.hedging.rules.symbolGroup')}</th>
              <th scope="col">{t('admin.hedging.rules.symbol')}</th>
              <th scope="col">{t('admin.hedging.rules.size')}</th>
              <th scope="col">{t('admin.hedging.rules.accounts')}</th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.rules.exposureLimit')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.hedging.rules.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.data?.rules.length === 0 && (
              <tr>
                <td colSpan={9} className="muted">
                  {t('admin.hedging.rules.none')}
                </td>
              </tr>
            )}
            {rules.data?.rules.map((rule) => (
              <tr key={rule.id} data-rule-id={rule.id}>
                <th scope="row">{rule.id}</th>
                <td>
                  <span className={`hedging-mode hedging-mode--${rule.mode}`}>{t(`admin.hedging.rules.modes.${rule.mode}`)}</span>
                </td>
                <td>{rule.client_group ?? any}</td>
                <td>{rule.symbol_group ?? any}</td>
                <td>{rule.symbol ?? any}</td>
                <td>{size(rule)}</td>
                <td>{t(`admin.hedging.rules.profitability.${rule.profitability ?? 'any'}`)}</td>
                <td className="risk-num">{rule.exposure_limit === null ? '—' : signedLots(rule.exposure_limit)}</td>
                <RowActions
                  editText={t('admin.hedging.rules.edit')}
                  editName={t('admin.hedging.rules.editRule', { id: String(rule.id) })}
                  deleteText={t('admin.hedging.rules.delete')}
                  deleteName={t('admin.hedging.rules.deleteRule', { id: String(rule.id) })}
                  onEdit={() => setEditing(rule)}
                  onDelete={() => setDeleting(rule)}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.hedging.rules.confirmDelete', { id: String(deleting?.id ?? '') })}
        description={t('admin.hedging.rules.confirmDeleteBody')}
        confirmLabel={t('admin.hedging.rules.delete')}
        cancelLabel={t('admin.hedging.rules.cancel')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.show({ title: t('admin.hedging.rules.deleted'), variant: 'success' }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </section>
  );
}
