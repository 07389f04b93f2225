import { chainLabels, chains, depositCurrencies, withdrawalCurrencies, type Chain } from '@platform/shared/banking';
import { coinLabels, networksOf } from '@platform/shared/crypto-networks';

/** Spec §9 deposit currencies as selector options. */
export const depositCurrencyOptions = depositCurrencies.map((currency) => ({ value: currency.code, label: currency.label }));

/** The networks a coin travels on (the coins-on-networks table); none before a coin is chosen. */
export const depositNetworksOf = (coin: string): Chain[] => networksOf(coin, 'deposit');

/** The coins a trader may withdraw, and for each the networks it can be paid out on. */
export const withdrawalCurrencyOptions = withdrawalCurrencies.map((code) => ({ value: code, label: coinLabels[code] }));
export const withdrawalNetworkOptions = (coin: string) =>
  networksOf(coin, 'withdrawal').map((chain) => ({ value: chain, label: chainLabels[chain] }));

export { chainLabels, chains };
