import type { RouteTable } from './route-contract';

export const peopleContracts = {} as const satisfies RouteTable;
