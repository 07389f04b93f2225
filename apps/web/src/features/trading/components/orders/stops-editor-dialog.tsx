import type { SymbolSpec } from '@platform/shared/symbols';
import { profitUsd } from '@platform/shared/trading-math';
import { pipSize } from '@platform/shared/pip-size';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useSymbolSheet } from '../../api/get-symbol-sheet.ts';
import { useUpdateSlTp } from '../../api/update-sl-tp.ts';
import { failureText } from '../../lib/failure-text.ts';
import type { StopKind } from '../../lib/stops.ts';
import { quoteToUsd } from '../../lib/usd-rate.ts';
import type { OpenPosition } from '../../hooks/use-live-positions.ts';
import { useQuoteLookup } from '../../hooks/use-quote-lookup.ts';
import { useStopsEditor } from '../../hooks/use-stops-editor.ts';
import { useRiskToolsEditor } from '../../hooks/use-risk-tools-editor.ts';
import { StopLevelEditor } from './stop-level-editor.tsx';
import { RiskToolsEditor } from './risk-tools-editor.tsx';
import { TakeProfitLevelsEditor } from './take-profit-levels-editor.tsx';
import { useTakeProfitLevels } from '../../hooks/use-take-profit-levels.ts';
import './stops-editor.css';
import { formatPrice, formatUsd } from '../../../../lib/format.ts';

interface StopsEditorDialogProps {
  position: OpenPosition | undefined;
  spec: SymbolSpec | undefined;
  onDone: () => void;
}

export function StopsEditorDialog({ position, spec, onDone }: StopsEditorDialogProps) {
  // The editor measures pips with the symbol's sheet: it opens once the sheet is there.
  if (!position || !spec) return null;
  return <StopsEditor position={position} spec={spec} onDone={onDone} />;
}

/** 'Stop Loss / Take Profit #{id}': each level on or off (off sends null), validated against the live price. */
function StopsEditor({ position, spec, onDone }: StopsEditorDialogProps & { position: OpenPosition; spec: SymbolSpec }) {
  const { t } = useTranslation();
  const { order, live } = position;
  const { digits } = spec;
  const editor = useStopsEditor(order, spec, live.currentPrice);
  const tools = useRiskToolsEditor(order, editor.defaultPips);
  const levels = useTakeProfitLevels(order);
  // A new level's first guess: another default distance further into profit, a quarter of the volume.
  const suggestLevel = (index: number) => {
    const from = live.currentPrice ?? order.open_price ?? 0;
    const pips = editor.defaultPips * (index + 1);
    const pip = pipSize(spec);
    const price = order.side === 'buy' ? from + pips * pip : from - pips * pip;
    return { priceText: price.toFixed(digits), lotsText: Math.max(0.01, Math.floor((order.volume / 4) * 100) / 100).toFixed(2) };
  };
  const update = useUpdateSlTp();
  const sheet = useSymbolSheet();
  const quoteOf = useQuoteLookup();
  const rate = spec && sheet ? quoteToUsd(spec, sheet, quoteOf) : null;

  const estimate = (kind: StopKind): string | null => {
    const price = editor.priceOf(kind);
    if (!spec || rate === null || order.open_price === null || !Number.isFinite(price)) return null;
    const result = profitUsd(order.side, order.volume, spec.contract_size, order.open_price, price, rate);
    return t(result >= 0 ? 'trading.stops.profitAt' : 'trading.stops.lossAt', { amount: formatUsd(Math.abs(result)) });
  };
  const submit = () =>
    update.mutate(
      { orderId: order.id, ...editor.request(), ...tools.request(), ...levels.request() },
      {
        onSuccess: () => {
          toast.success(t('trading.stops.updated'), t('trading.stops.orderNo', { id: String(order.id) }));
          onDone();
        },
      },
    );
  const invalid = editor.error ?? tools.error ?? levels.error;
  const message = invalid ?? (update.isError ? failureText(update.error, t('trading.updateFailed')) : null);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('trading.stops.title', { id: String(order.id) })}
      description={t('trading.stops.description', {
        side: t(`trading.side.${order.side}`),
        lots: order.volume.toFixed(2),
        symbol: order.symbol,
        open: formatPrice(order.open_price, digits),
        current: formatPrice(live.currentPrice, digits),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onDone}>
            {t('trading.cancel')}
          </Button>
          <Button loading={update.isPending} disabled={invalid !== null || live.currentPrice === null} onClick={submit}>
            {t('trading.update')}
          </Button>
        </>
      }
    >
      <div className="stops-editor">
        {(['sl', 'tp'] as const).map((kind) => (
          <StopLevelEditor
            key={kind}
            kind={kind}
            level={editor.levels[kind]}
            digits={digits}
            step={editor.step}
            estimate={estimate(kind)}
            onOn={(on) => editor.setOn(kind, on)}
            onPriceText={(text) => editor.setPriceText(kind, text)}
            onPips={(pips) => editor.setPips(kind, pips)}
          />
        ))}
        <TakeProfitLevelsEditor levels={levels} digits={digits} suggest={suggestLevel} />
        <RiskToolsEditor draft={tools.draft} step={editor.step} onChange={tools.change} />
      </div>
      {message && (
        <p className="tp-error stops-editor__error" role="alert">
          {message}
        </p>
      )}
    </Dialog>
  );
}
