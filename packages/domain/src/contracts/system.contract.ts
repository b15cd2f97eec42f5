import type { RouteTable } from './route-contract';

export const systemContracts = {} as const satisfies RouteTable;
