import type { RouteTable } from './route-contract';

export const signupRequestContracts = {} as const satisfies RouteTable;
