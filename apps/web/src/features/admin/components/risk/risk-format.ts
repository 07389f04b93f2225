// How the desk writes its figures: USD with cents, lots with up to two decimals, gains and losses coloured.
export const money = (value: number) => (value || 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const lots = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
export const tone = (value: number) => (value > 0 ? 'risk-gain' : value < 0 ? 'risk-loss' : undefined);
