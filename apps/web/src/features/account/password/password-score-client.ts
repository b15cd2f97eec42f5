import type { Locale, PasswordScore } from '@app/domain';
import type { PasswordWorkerReply, PasswordWorkerRequest } from './password-worker-protocol';

export interface PasswordScoreClient {
  /** Resolves once the dictionaries are loaded in the worker. */
  readonly ready: Promise<void>;
  score(password: string, userInputs: readonly string[]): Promise<PasswordScore>;
  /** The score already computed for this password and these inputs, if any. */
  known(password: string, userInputs: readonly string[]): PasswordScore | undefined;
}

/** The worker as the client uses it (a real Worker, or a stand-in in component tests). */
export type PasswordWorkerPort = Pick<Worker, 'postMessage' | 'addEventListener'>;

const createWorker = (): PasswordWorkerPort =>
  new Worker(new URL('./password.worker.ts', import.meta.url), { type: 'module', name: 'password-scorer' });

const cacheKey = (password: string, userInputs: readonly string[]) =>
  JSON.stringify([password, ...userInputs]);

/** Starts the worker and has it load the common list and `locale`'s dictionary. */
export function startPasswordScoreClient(
  locale: Locale,
  worker: PasswordWorkerPort = createWorker(),
): PasswordScoreClient {
  const pending = new Map<number, (score: PasswordScore) => void>();
  const scores = new Map<string, PasswordScore>();
  let nextId = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  worker.addEventListener('message', ({ data }: MessageEvent<PasswordWorkerReply>) => {
    if (data.type === 'ready') markReady();
    else {
      pending.get(data.id)?.(data.score);
      pending.delete(data.id);
    }
  });
  const send = (request: PasswordWorkerRequest) => worker.postMessage(request);
  send({ type: 'load', locale });
  return {
    ready,
    known: (password, userInputs) => scores.get(cacheKey(password, userInputs)),
    score(password, userInputs) {
      const key = cacheKey(password, userInputs);
      const cached = scores.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, (score) => {
          scores.set(key, score);
          resolve(score);
        });
        send({ type: 'score', id, password, userInputs: [...userInputs] });
      });
    },
  };
}
