import type { RouteTable } from './route-contract';

export const userContracts = {} as const satisfies RouteTable;
