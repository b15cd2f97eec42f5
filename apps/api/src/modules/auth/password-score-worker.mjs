// Scores passwords with zxcvbn (every language's dictionaries) in a worker thread: a check costs
// milliseconds to a few hundred (the first builds the dictionaries) that the event loop keeps.
// Plain JavaScript: a worker starts without the TypeScript loader, so it registers it first.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { createPasswordScorer } = await import('@app/domain/password-scorer');
const scorer = createPasswordScorer();

parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    parentPort.postMessage({ id, score: scorer.score(password, userInputs) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
