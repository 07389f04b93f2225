import { lazy, Suspense } from 'react';
import { pipSize } from '@platform/shared/pip-size';
import { Button, IconButton } from '../../../../components/ui/button.tsx';
import { Tab, TabList, TabPanel, TabRoot } from '../../../../components/ui/tabs.tsx';
import { CloseIcon } from '../../../../components/ui/icons.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useSymbolSpec } from '../../api/get-symbol-sheet.ts';
import { usePlaceTrade } from '../../hooks/use-place-trade.ts';
import { useQuote } from '../../hooks/use-quote.ts';
import { useTradeFigures } from '../../hooks/use-trade-figures.ts';
import { useTradeForm } from '../../hooks/use-trade-form.ts';
import { useRiskContext } from '../../hooks/use-risk-context.ts';
import { defaultStopPipsFor } from '../../lib/default-stop-pips.ts';
import { RiskField } from './risk-field.tsx';
import { TrailingField } from './trailing-field.tsx';
import { LotSizeField } from './lot-size-field.tsx';
import { SidePicker } from './side-picker.tsx';
import { StopField } from './stop-field.tsx';
import { TradeInfo } from './trade-info.tsx';
import './trade-panel.css';

// A first view shows the Market execution tab: the Advanced tab's fields load when it first opens.
const AdvancedFields = lazy(() => import('./advanced-fields.tsx'));

interface TradePanelProps {
  symbol: string;
  onClose: () => void;
}

/** The desktop trade panel (spec §2): market execution or advanced (pending) trades on the selected symbol. */
export function TradePanel({ symbol, onClose }: TradePanelProps) {
  const { t } = useTranslation();
  const spec = useSymbolSpec(symbol);
  const quote = useQuote(symbol);
  const digits = spec?.digits ?? 5;
  const riskContext = useRiskContext(spec);
  const defaultPips = defaultStopPipsFor(spec, quote);
  const form = useTradeForm({ symbol, pipSize: spec ? pipSize(spec) : null, digits, defaultPips }, quote, {}, riskContext);
  const figures = useTradeFigures(spec, quote, form.lots, form.side, form.entry);
  const { place, placing } = usePlaceTrade(digits);

  const submit = () => {
    const request = form.toRequest();
    if (request) place(request);
  };

  return (
    <div className="trade-panel">
      <TabRoot defaultValue="market" onValueChange={(tab) => form.setPending(tab === 'advanced' && form.pending)}>
        <header className="trade-panel__header">
          <TabList className="trade-panel__tabs" label={t('trading.panel.execution')}>
            <Tab value="market">{t('trading.panel.market')}</Tab>
            <Tab value="advanced">{t('trading.panel.advanced')}</Tab>
          </TabList>
          <IconButton label={t('trading.panel.close')} size="sm" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </header>
        <div className="trade-panel__symbol">
          <strong>{symbol}</strong>
          <span>{spec?.title}</span>
        </div>
        {/* The broker's calendar (sessions, holidays) as the server reads it: orders placed now wait for the open. */}
        {spec && !spec.market_open && (
          <p className="trade-panel__closed" role="status">
            {t('market.closedBanner')}
          </p>
        )}
        <form
          className="trade-panel__form tp-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <LotSizeField form={form} />
          <RiskField risk={form.risk} sizing={form.sizing} disabled={riskContext === null} onChange={form.setRisk} />
          <SidePicker side={form.side} onSide={form.setSide} quote={quote} digits={digits} />
          {/* Market execution adds no fields; its (empty) panel is what the tab controls. */}
          <TabPanel value="market" />
          <TabPanel value="advanced" className="trade-panel__advanced">
            <Suspense fallback={null}>
              <AdvancedFields form={form} digits={digits} symbol={symbol} />
            </Suspense>
          </TabPanel>
          <StopField form={form} kind="sl" digits={digits} />
          <StopField form={form} kind="tp" digits={digits} />
          <TrailingField form={form} />
          {form.errors.map((message) => (
            <p key={message} className="tp-error" role="alert">
              {message}
            </p>
          ))}
          <TradeInfo figures={figures} spec={spec} />
          <Button type="submit" size="lg" block variant={form.side ?? 'primary'} disabled={!form.ready || placing}>
            {placing ? t('trading.panel.placing') : t('trading.panel.trade')}
          </Button>
        </form>
      </TabRoot>
    </div>
  );
}
