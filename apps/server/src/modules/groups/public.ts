// The groups module's public face: other modules import it through this file only (the lint says so).
export { assignAccountGroup, engineGroupsOf } from './engine-groups.ts';
export { createGroupPrices } from './group-prices.ts';
export { groupNamesOf } from './group-names.ts';
export { clearAccountGroup } from './group.repository.ts';
