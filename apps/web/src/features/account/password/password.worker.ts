/// <reference lib="webworker" />
/**
 * Scores passwords off the main thread: building the ranked dictionaries and each zxcvbn check
 * would otherwise block typing (the page's Total Blocking Time).
 */
import { loadPasswordDictionaries } from '@app/domain/password-dictionaries';
import { buildPasswordScorer, type PasswordScorer } from '@app/domain/password-scorer-core';
import type { PasswordWorkerReply, PasswordWorkerRequest } from './password-worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

let scorer: Promise<PasswordScorer> | undefined;

const reply = (message: PasswordWorkerReply) => self.postMessage(message);

self.onmessage = async ({ data }: MessageEvent<PasswordWorkerRequest>) => {
  if (data.type === 'load') {
    scorer ??= loadPasswordDictionaries(data.locale).then(buildPasswordScorer);
    await scorer;
    reply({ type: 'ready' });
    return;
  }
  if (!scorer) return;
  const { score } = await scorer;
  reply({ type: 'score', id: data.id, score: score(data.password, data.userInputs) });
};
