import type { BrokerSettings, Chain } from '@platform/shared/settings';
import { toCents } from '@platform/shared/money';

/** The settings as server code uses them: camelCase, money in cents. */
export interface Settings {
  /** '' when the broker has no address for that chain. */
  walletAddresses: Record<Chain, string>;
  /** Per chain, the explorer page template of a transaction ({hash}); '' for none. */
  explorers: Record<Chain, string>;
  demoStartBalanceCents: number;
  referralRewardCents: number;
  /** Approved deposits of a referred trader that qualify the referrer for the reward. */
  referralMinDepositCents: number;
  /** Margin level (equity ÷ used margin × 100) at which the trader is warned. */
  marginCallLevel: number;
  /** Margin level at which positions are closed, largest loss first. */
  stopOutLevel: number;
  supportContacts: { messagingNumber: string; hours: string; email: string };
  staffTwoFactorRequired: boolean;
  verifiedEmailForBanking: boolean;
  legal: { terms: string; privacy: string };
}

export function toSettings(wire: BrokerSettings): Settings {
  return {
    walletAddresses: { TRC20: wire.wallet_trc20, BEP20: wire.wallet_bep20, ERC20: wire.wallet_erc20 },
    explorers: { TRC20: wire.explorer_trc20, BEP20: wire.explorer_bep20, ERC20: wire.explorer_erc20 },
    demoStartBalanceCents: toCents(wire.demo_start_balance),
    referralRewardCents: toCents(wire.referral_reward),
    referralMinDepositCents: toCents(wire.referral_min_deposit),
    marginCallLevel: wire.margin_call_level,
    stopOutLevel: wire.stop_out_level,
    supportContacts: {
      messagingNumber: wire.support_messaging_number,
      hours: wire.support_hours,
      email: wire.support_email,
    },
    staffTwoFactorRequired: wire.staff_two_factor_required,
    verifiedEmailForBanking: wire.verified_email_for_banking,
    legal: { terms: wire.terms_text, privacy: wire.privacy_text },
  };
}
