import type { BrokerSettings } from '@platform/shared/settings';
import type { Config } from '../../config/config.ts';
import { fromCents } from '@platform/shared/money';
import { DEFAULT_PRIVACY_TEXT, DEFAULT_TERMS_TEXT } from './legal-defaults.ts';

/**
 * What the broker starts with until the back office changes it. Deposit addresses come only from
 * the operator (WALLET_* at first start, then the back office): an address nobody controls would
 * swallow real money, so without one the deposit screen says none is configured.
 */
export function defaultSettings(config: Config): BrokerSettings {
  return {
    wallet_trc20: config.walletAddresses.TRC20,
    wallet_bep20: config.walletAddresses.BEP20,
    wallet_erc20: config.walletAddresses.ERC20,
    explorer_trc20: 'https://tronscan.org/#/transaction/{hash}',
    explorer_bep20: 'https://bscscan.com/tx/{hash}',
    explorer_erc20: 'https://etherscan.io/tx/{hash}',
    demo_start_balance: fromCents(config.demoStartBalanceCents),
    referral_reward: fromCents(config.referralRewardCents),
    referral_min_deposit: 100,
    margin_call_level: 100,
    stop_out_level: 50,
    support_messaging_number: '+91 98765 43210',
    support_hours: 'Mon–Sat 9:00–18:00 IST',
    support_email: 'support@example.com',
    staff_two_factor_required: true,
    verified_email_for_banking: false,
    terms_text: DEFAULT_TERMS_TEXT,
    privacy_text: DEFAULT_PRIVACY_TEXT,
  };
}
