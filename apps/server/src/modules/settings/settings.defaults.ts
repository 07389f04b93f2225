import type { BrokerSettings } from '@platform/shared/settings';
import type { Config } from '../../config/config.ts';
import { fromCents } from '@platform/shared/money';

/**
 * What the broker starts with until the back office changes it. The wallet addresses are the
 * platform's initial deposit addresses (spec §9: TRC20 differs from the one EVM address shared
 * by BEP20 and ERC20); an operator replaces them in the back office.
 */
export function defaultSettings(config: Config): BrokerSettings {
  const evmAddress = '0x262939faa885dbd5f6954252dc81c4e2bdee8736';
  return {
    wallet_trc20: 'TnTCVEBWRKHkSEjJVuJGwxzZbXEJfPdAmY',
    wallet_bep20: evmAddress,
    wallet_erc20: evmAddress,
    demo_start_balance: fromCents(config.demoStartBalanceCents),
    referral_reward: fromCents(config.referralRewardCents),
    margin_call_level: 100,
    stop_out_level: 50,
    support_messaging_number: '+91 98765 43210',
    support_hours: 'Mon–Sat 9:00–18:00 IST',
    support_email: 'support@example.com',
  };
}
