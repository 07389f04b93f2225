// /admin/risk: the back office's landing page for dealers and admins. Exposure per symbol (live, with
// the demo book apart), rolled up per symbol group and client group; the margin-call list, top accounts,
// stop-outs, exposure limits and the dealer's close-only and disabled switches, all live over the socket.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ExposureBook, ExposureResponse, ExposureRollup } from '@platform/shared/risk';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useExposure, useLiveDeskLists, useMarginCalls } from '../api/risk.ts';
import { LimitsPanel } from '../components/risk/limits-panel.tsx';
import { lots, money, tone } from '../components/risk/risk-format.ts';
import { StopOutsPanel } from '../components/risk/stop-outs-panel.tsx';
import { SwitchesPanel } from '../components/risk/switches-panel.tsx';
import { TopAccountsPanel } from '../components/risk/top-accounts-panel.tsx';
import '../components/data-table.css';
import './risk-screen.css';

/** The client groups the desk can name: those in the live or the demo book. */
function knownGroups(answer: ExposureResponse | undefined): ExposureRollup[] {
  const groups = new Map<string, ExposureRollup>();
  for (const row of [...(answer?.live.client_groups ?? []), ...(answer?.demo?.client_groups ?? [])]) groups.set(row.key, row);
  return [...groups.values()];
}

export function RiskScreen() {
  const { t } = useTranslation();
  const exposure = useExposure();
  useLiveDeskLists();
  const [showDemo, setShowDemo] = useState(false);
  const book = exposure.data ? (showDemo ? exposure.data.demo : exposure.data.live) : null;
  return (
    <section className="admin-screen">
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.risk.title')}</h1>
          <p className="muted">{t('admin.risk.intro')}</p>
        </div>
        <label>
          <input type="checkbox" checked={showDemo} onChange={(event) => setShowDemo(event.target.checked)} /> {t('admin.risk.showDemo')}
        </label>
      </header>
      {exposure.isError && <div className="banner banner--error">{t('admin.risk.loadFailed')}</div>}
      {book && <Totals book={book} />}
      {book && <SymbolTable book={book} />}
      {book && <Rollups title={t('admin.risk.symbolGroups')} rows={book.symbol_groups} />}
      {book && <Rollups title={t('admin.risk.clientGroups')} rows={book.client_groups} />}
      <MarginCalls />
      <TopAccountsPanel />
      <StopOutsPanel />
      <LimitsPanel />
      <SwitchesPanel groups={knownGroups(exposure.data)} />
    </section>
  );
}

function Totals({ book }: { book: ExposureBook }) {
  const { t } = useTranslation();
  const items = [
    [t('admin.risk.netUsd'), book.totals.net_usd],
    [t('admin.risk.brokerFloating'), book.totals.broker_floating],
    [t('admin.risk.brokerRealisedToday'), -book.totals.realised_today],
    [t('admin.risk.realisedMonth'), -book.totals.realised_month],
  ] as const;
  return (
    <div className="risk-totals">
      {items.map(([label, value]) => (
        <div className="card" key={label}>
          <span className="muted">{label}</span>
          <strong className={tone(value)}>{money(value)}</strong>
        </div>
      ))}
      <div className="card">
        <span className="muted">{t('admin.risk.openPositions')}</span>
        <strong>
          {book.totals.positions} · {t('admin.risk.accountsCount', { count: book.totals.accounts ?? 0 })}
        </strong>
      </div>
    </div>
  );
}

function SymbolTable({ book }: { book: ExposureBook }) {
  const { t } = useTranslation();
  return (
    <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={t('admin.risk.bySymbol')}>
      <table className="admin-table" aria-label={t('admin.risk.bySymbol')}>
        <thead>
          <tr>
            <th>{t('admin.risk.symbol')}</th>
            <th className="risk-num">{t('admin.risk.long')}</th>
            <th className="risk-num">{t('admin.risk.short')}</th>
            <th className="risk-num">{t('admin.risk.net')}</th>
            <th className="risk-num">{t('admin.risk.netUsd')}</th>
            <th className="risk-num">{t('admin.risk.avgLong')}</th>
            <th className="risk-num">{t('admin.risk.avgShort')}</th>
            <th className="risk-num">{t('admin.risk.clientsFloating')}</th>
            <th className="risk-num">{t('admin.risk.realisedToday')}</th>
            <th className="risk-num">{t('admin.risk.positions')}</th>
            <th>{t('admin.risk.state')}</th>
          </tr>
        </thead>
        <tbody>
          {book.symbols.length === 0 && (
            <tr>
              <td colSpan={11} className="muted">
                {t('admin.risk.empty')}
              </td>
            </tr>
          )}
          {book.symbols.map((row) => (
            <tr key={row.symbol} data-symbol={row.symbol}>
              <th scope="row">{row.symbol}</th>
              <td className="risk-num">{lots(row.long_lots)}</td>
              <td className="risk-num">{lots(row.short_lots)}</td>
              <td className="risk-num">{lots(row.net_lots)}</td>
              <td className="risk-num">{money(row.net_usd)}</td>
              <td className="risk-num">{row.long_avg_price?.toFixed(row.digits) ?? '—'}</td>
              <td className="risk-num">{row.short_avg_price?.toFixed(row.digits) ?? '—'}</td>
              <td className={`risk-num ${tone(row.clients_floating) ?? ''}`}>{money(row.clients_floating)}</td>
              <td className="risk-num">{money(row.realised_today)}</td>
              <td className="risk-num">
                {row.positions} / {row.accounts}
              </td>
              <td>
                {row.trade_mode !== 'full' && (
                  <span className={`risk-badge risk-badge--${row.trade_mode}`}>{t(`admin.risk.modes.${row.trade_mode}`)}</span>
                )}{' '}
                {row.limit_state !== 'ok' && (
                  <span className={`risk-badge risk-badge--${row.limit_state}`}>{t(`admin.risk.limitStates.${row.limit_state}`)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Rollups({ title, rows }: { title: string; rows: ExposureBook['symbol_groups'] }) {
  const { t } = useTranslation();
  return (
    <div className="risk-section">
      <h2>{title}</h2>
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="admin-table" aria-label={title}>
          <thead>
            <tr>
              <th>{t('admin.risk.name')}</th>
              <th className="risk-num">{t('admin.risk.longUsd')}</th>
              <th className="risk-num">{t('admin.risk.shortUsd')}</th>
              <th className="risk-num">{t('admin.risk.netUsd')}</th>
              <th className="risk-num">{t('admin.risk.clientsFloating')}</th>
              <th className="risk-num">{t('admin.risk.realisedWeek')}</th>
              <th className="risk-num">{t('admin.risk.positions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                <td className="risk-num">{money(row.long_usd)}</td>
                <td className="risk-num">{money(row.short_usd)}</td>
                <td className="risk-num">{money(row.net_usd)}</td>
                <td className={`risk-num ${tone(row.clients_floating) ?? ''}`}>{money(row.clients_floating)}</td>
                <td className="risk-num">{money(row.realised_week)}</td>
                <td className="risk-num">{row.positions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function MarginCalls() {
  const { t } = useTranslation();
  const [distance, setDistance] = useState(50);
  const calls = useMarginCalls(distance);
  return (
    <div className="risk-section">
      <h2>{t('admin.risk.marginCalls')}</h2>
      <label>
        {t('admin.risk.distance')}{' '}
        <input
          className="ui-input risk-control"
          type="number"
          min={0}
          value={distance}
          onChange={(event) => setDistance(Math.max(0, Number(event.target.value) || 0))}
        />
      </label>
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={t('admin.risk.marginCalls')}>
        <table className="admin-table" aria-label={t('admin.risk.marginCalls')}>
          <thead>
            <tr>
              <th>{t('admin.risk.trader')}</th>
              <th className="risk-num">{t('admin.risk.marginLevel')}</th>
              <th className="risk-num">{t('admin.risk.equity')}</th>
              <th className="risk-num">{t('admin.risk.usedMargin')}</th>
              <th>{t('admin.risk.stopOutAt')}</th>
            </tr>
          </thead>
          <tbody>
            {calls.data?.accounts.length === 0 && (
              <tr>
                <td colSpan={5} className="muted">
                  {t('admin.risk.noneNear')}
                </td>
              </tr>
            )}
            {calls.data?.accounts.map((row) => (
              <tr key={row.account_id}>
                <th scope="row">
                  <Link to={`/admin/traders/${row.user_id}`}>{row.name || row.email}</Link> #{row.account_id}
                </th>
                <td className={`risk-num ${row.in_call ? 'risk-loss' : ''}`}>{row.margin_level.toFixed(2)}%</td>
                <td className="risk-num">{money(row.equity)}</td>
                <td className="risk-num">{money(row.used_margin)}</td>
                <td>{row.stop_out_symbol ? `${row.stop_out_symbol} ${row.stop_out_price ?? '—'}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
