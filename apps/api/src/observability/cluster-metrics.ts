import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'api-metrics:request';
const ANSWER = 'api-metrics:answer';
/** A process that does not answer this soon is left out of that scrape. */
const ANSWER_WITHIN_MS = 3000;

type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
interface Answer {
  type: typeof ANSWER;
  id: number;
  metrics?: MetricsJson;
}

/** In an API process under the cluster: answers the primary's scrapes with this process's registry. */
export function answerClusterScrapes(registry: Registry): void {
  process.on('message', (message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: ANSWER, id: message.id, metrics }),
      () => process.send?.({ type: ANSWER, id: message.id }),
    );
  });
}

/**
 * In the cluster's primary: asks every API process that listens for its registry and adds them up
 * (each metric by its own aggregator: sums for requests and pools, the first for what is read from
 * the shared database). A process still starting, or one that does not answer in time, is left out
 * of that scrape rather than failing it.
 */
export function clusterScraper(): () => Promise<{ contentType: string; body: string }> {
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker) => listening.delete(worker));
  let next = 0;
  const waiting = new Map<number, (metrics: MetricsJson | undefined) => void>();
  cluster.on('message', (_worker, message: Answer) => {
    if (message?.type !== ANSWER) return;
    waiting.get(message.id)?.(message.metrics);
  });

  const ask = (worker: Worker) =>
    new Promise<MetricsJson | undefined>((resolve) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, ANSWER_WITHIN_MS);
      waiting.set(id, (metrics) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(metrics);
      });
      if (!worker.isConnected() || !worker.send({ type: REQUEST, id })) {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(undefined);
      }
    });

  return async () => {
    const answers = await Promise.all([...listening].map(ask));
    const registry = AggregatorRegistry.aggregate(answers.filter((metrics) => metrics !== undefined));
    return { contentType: registry.contentType, body: await registry.metrics() };
  };
}
