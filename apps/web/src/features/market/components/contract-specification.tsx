// The contract specification of one symbol for the trader's own account (its group's conditions).
import type { Specification } from '@platform/shared/client-groups';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSpecification } from '../api/get-specification.ts';
import './contract-specification.css';

export function ContractSpecificationDialog({ symbol, onClose }: { symbol: string; onClose: () => void }) {
  const { t } = useTranslation();
  const spec = useSpecification(symbol, true);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('market.specification.title', { symbol })}
      description={spec.data ? t('market.specification.description', { group: spec.data.group }) : undefined}
      size="md"
    >
      {spec.isPending ? (
        <p className="muted">{t('market.specification.loading')}</p>
      ) : spec.isError ? (
        <div className="banner banner--error">{t('market.specification.failed')}</div>
      ) : (
        <SpecificationFacts spec={spec.data} />
      )}
    </Dialog>
  );
}

function SpecificationFacts({ spec }: { spec: Specification }) {
  const { t } = useTranslation();
  const unknown = t('market.specification.unknown');
  const usd = (value: number | null) => (value === null ? unknown : `${value.toFixed(2)} USD`);
  const rows: Array<[string, string]> = [
    [t('market.specification.contractSize'), String(spec.contract_size)],
    [t('market.specification.digits'), String(spec.digits)],
    [t('market.specification.pipSize'), String(spec.pip_size)],
    [t('market.specification.pipValue'), usd(spec.pip_value)],
    [t('market.specification.spread'), spec.spread_points === null ? unknown : String(spec.spread_points)],
    [
      t('market.specification.markup'),
      spec.markup_mode === 'points'
        ? t('market.specification.markupPoints', { value: String(spec.markup) })
        : t('market.specification.markupPercent', { value: String(spec.markup) }),
    ],
    [
      t('market.specification.commission'),
      spec.commission_mode === 'per_lot'
        ? t('market.specification.commissionPerLot', { value: spec.commission.toFixed(2) })
        : t('market.specification.commissionPerMillion', { value: spec.commission.toFixed(2) }),
    ],
    [t('market.specification.leverage'), `1:${spec.leverage}`],
    [t('market.specification.marginPerLot'), usd(spec.margin_per_lot)],
    [t('market.specification.swapLong'), spec.swap_long.toFixed(2)],
    [t('market.specification.swapShort'), spec.swap_short.toFixed(2)],
    [
      t('market.specification.tripleSwap'),
      spec.triple_swap_day === 'wednesday' ? t('market.specification.tripleSwapDays.wednesday') : t('market.specification.none'),
    ],
    [t('market.specification.volume'), `${spec.volume_min} – ${spec.volume_max}, ${spec.volume_step}`],
    [t('market.specification.tradeMode'), t(`market.specification.tradeModes.${spec.trade_mode}`)],
    [t('market.specification.levels'), `${spec.margin_call_level} % / ${spec.stop_out_level} %`],
    [
      t('market.specification.sessions'),
      spec.trading_hours === 'always' ? t('market.specification.hours.always') : t('market.specification.hours.fx'),
    ],
  ];
  return (
    <dl className="contract-spec">
      {rows.map(([label, value]) => (
        <div key={label} className="contract-spec__row">
          <dt>{label}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
