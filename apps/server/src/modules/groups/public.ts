// The groups module's public face: other modules import it through this file only (the lint says so).
export { assignAccountGroup, engineGroupsOf } from './engine-groups.ts';
