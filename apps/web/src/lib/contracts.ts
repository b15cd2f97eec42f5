/**
 * The shared contracts (route table, reply and error schemas), loaded on first use: zod and the
 * reply schemas are not part of the first screen's JavaScript, and every answer is still parsed
 * with the very objects the API checks its answers against.
 */
type Contracts = typeof import('@app/domain/contracts/index');

let loading: Promise<Contracts> | null = null;

export const loadContracts = (): Promise<Contracts> => {
  loading ??= import('@app/domain/contracts/index');
  return loading;
};
