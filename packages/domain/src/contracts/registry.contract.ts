import type { RouteTable } from './route-contract';

export const registryContracts = {} as const satisfies RouteTable;
