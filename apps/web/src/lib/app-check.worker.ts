/// <reference lib="webworker" />
/** Solves one app-check challenge off the page's main thread and answers its nonce. */
import { solveChallenge } from './app-check-solver';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async ({ data }: MessageEvent<{ challenge: string; difficulty: number }>) => {
  self.postMessage(await solveChallenge(data.challenge, data.difficulty));
};
