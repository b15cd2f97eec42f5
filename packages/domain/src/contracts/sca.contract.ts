import type { RouteTable } from './route-contract';

export const scaContracts = {} as const satisfies RouteTable;
