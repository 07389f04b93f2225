// Coverage per symbol: the clients' net, what the LP holds and still works, what stays uncovered, and the
// broker's P/L on both legs with their sum; live from the staff socket.
import type { Coverage } from '@platform/shared/hedging';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { signedLots, tone, usdOfCents } from './hedging-format.ts';

export function CoverageTable({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation();
  const title = t('admin.hedging.coverage.title');
  return (
    <section className="risk-section" aria-labelledby="hedging-coverage-title">
      <h2 id="hedging-coverage-title">{title}</h2>
      <p className="muted">{t('admin.hedging.coverage.intro')}</p>
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="admin-table" aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{t('admin.hedging.coverage.symbol')}</th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.coverage.clientNet')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.coverage.covered')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.coverage.working')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.coverage.uncovered')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.coverage.bookPnl')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.coverage.coveringPnl')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.coverage.combinedPnl')}
              </th>
            </tr>
          </thead>
          <tbody>
            {coverage.symbols.length === 0 && (
              <tr>
                <td colSpan={8} className="muted">
                  {t('admin.hedging.coverage.empty')}
                </td>
              </tr>
            )}
            {coverage.symbols.map((row) => (
              <tr key={row.symbol} data-symbol={row.symbol}>
                <th scope="row">{row.symbol}</th>
                <td className="risk-num">{signedLots(row.client_net)}</td>
                <td className="risk-num">{signedLots(row.covered_net)}</td>
                <td className="risk-num">{signedLots(row.working)}</td>
                <td className={`risk-num ${row.uncovered_net !== 0 ? 'hedging-uncovered' : ''}`}>{signedLots(row.uncovered_net)}</td>
                <td className={`risk-num ${tone(row.book_pnl_cents) ?? ''}`}>{usdOfCents(row.book_pnl_cents)}</td>
                <td className={`risk-num ${tone(row.covering_pnl_cents) ?? ''}`}>{usdOfCents(row.covering_pnl_cents)}</td>
                <td className={`risk-num ${tone(row.combined_pnl_cents) ?? ''}`}>
                  <strong>{usdOfCents(row.combined_pnl_cents)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
