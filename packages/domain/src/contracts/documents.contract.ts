import type { RouteTable } from './route-contract';

export const documentsContracts = {} as const satisfies RouteTable;
