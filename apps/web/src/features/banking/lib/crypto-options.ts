import { chainLabels, chains, depositCurrencies, withdrawalCurrencies, type Chain, type DepositCurrency } from '@platform/shared/banking';

/** Spec §9 deposit currencies as selector options. */
export const depositCurrencyOptions = depositCurrencies.map((currency) => ({ value: currency.code, label: currency.label }));

/** The chain an asset travels on, preselected when the trader picks it (USDT and the rest leave the choice open). */
export const impliedChain: Partial<Record<DepositCurrency, Chain>> = { ETH: 'ERC20', BNB: 'BEP20', TRX: 'TRC20', USDC: 'ERC20' };

/** Spec §9 withdrawal currencies: USDT on TRC-20, ERC-20, BEP-20. */
export const withdrawalCurrencyOptions = withdrawalCurrencies.map((code) => ({ value: code, label: code }));
export const withdrawalNetworkOptions = (['TRC20', 'ERC20', 'BEP20'] as const).map((chain) => ({
  value: chain,
  label: chainLabels[chain],
}));

export { chainLabels, chains };
