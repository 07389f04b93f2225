// How the hedging desk writes its figures: signed lots, USD from cents (gains and losses coloured as on the risk desk).
import type { HedgeSessionState } from '@platform/shared/hedging';
import { formatStaffUsd } from '../../../../lib/format.ts';

const lotsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** 0.3, −1.25 (a true minus sign), 0. */
export const signedLots = (value: number) => (value < 0 ? `−${lotsFormat.format(-value)}` : lotsFormat.format(value));

/** USD from cents; '—' without a price to value it at. */
export const usdOfCents = (cents: number | null) => (cents === null ? '—' : formatStaffUsd(cents / 100));

export const tone = (value: number | null) => (value === null ? undefined : value > 0 ? 'risk-gain' : value < 0 ? 'risk-loss' : undefined);

/** The session as the desk names it: waiting between tries, stopped and an old instance's standby are all "down". */
export const sessionLabel = (state: HedgeSessionState): 'off' | 'logged_on' | 'connecting' | 'down' =>
  state === 'off' || state === 'logged_on' || state === 'connecting' ? state : 'down';
