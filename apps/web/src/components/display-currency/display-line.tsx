// Account figures in the trader's display currency, beside the USD ones they come from: marked '≈',
// with the rate used, or a note that our prices have no rate for it. Loads only for a trader who
// chose a display currency other than USD (with the profile catalogue, which holds its texts).
import { useCurrencyFormat, useDisplayCurrency } from '../../lib/display-currency.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import './display-line.css';

export type DisplayedFigure = 'balance' | 'profitLoss' | 'equity' | 'freeMargin';

interface DisplayLineProps {
  /** USD amounts to show converted, in this order; an undefined one is left out. */
  amounts: Partial<Record<DisplayedFigure, number | undefined>>;
  /** Smaller, and silent when there is no rate (a row of the account menu). */
  compact?: boolean;
}

export function DisplayLine({ amounts, compact = false }: DisplayLineProps) {
  const display = useDisplayCurrency();
  if (!display) return null;
  return <Converted code={display.code} perUsd={display.perUsd} amounts={amounts} compact={compact} />;
}

function Converted({ code, perUsd, amounts, compact }: { code: string; perUsd: number | null } & Required<DisplayLineProps>) {
  const { t } = useTranslation();
  const format = useCurrencyFormat(code);
  if (perUsd === null) {
    return compact ? null : <p className="display-line display-line--none">{t('displayCurrency.noRate', { code })}</p>;
  }
  const rate = t('displayCurrency.rate', { code, rate: format.rate(perUsd) });
  const figures = (Object.entries(amounts) as [DisplayedFigure, number | undefined][]).filter(
    (entry): entry is [DisplayedFigure, number] => entry[1] !== undefined && Number.isFinite(entry[1]),
  );
  return (
    <p className={compact ? 'display-line display-line--compact' : 'display-line'}>
      <span className="display-line__rate">{rate}</span>
      {figures.map(([figure, usd]) => (
        <span key={figure} className="display-line__figure">
          {t(`displayCurrency.${figure}`)}{' '}
          <strong data-tone={figure === 'profitLoss' && usd !== 0 ? (usd > 0 ? 'up' : 'down') : undefined}>
            {t('displayCurrency.about', { amount: format.amount(usd * perUsd, figure === 'profitLoss') })}
          </strong>
        </span>
      ))}
    </p>
  );
}
