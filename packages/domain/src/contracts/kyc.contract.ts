import type { RouteTable } from './route-contract';

export const kycContracts = {} as const satisfies RouteTable;
