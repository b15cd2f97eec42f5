import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BacklogReader, Backlogs } from './backlogs';

/**
 * The screening's backlog as its module reads it: how many items wait at each stage (a short fixed
 * word of the code's own — `hits_to_review`, `rescreens` —, never a name, a list entry or an id)
 * and how long the oldest one has waited.
 */
export interface ScreeningBacklog {
  waiting: Readonly<Record<string, number>>;
  oldestSeconds?: number | null;
}

/** A stage's name as a metric label: lower-case words, so no personal data can reach a label. */
const STAGE = /^[a-z][a-z0-9_]{0,39}$/;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface RequestSample {
  method: string;
  /** The route's pattern (`/companies/:companyId`), never the path a caller typed; null: no route matched. */
  route: string | null;
  statusCode: number;
  seconds: number;
}

export interface Metrics {
  /** Every metric of this API process, in the Prometheus text format by `registry.metrics()`. */
  readonly registry: Registry;
  observeRequest(sample: RequestSample): void;
  /**
   * The screening module hands its backlog's reader here (through the services hub); it is read
   * at each scrape, like the outbox's. A reader registered again replaces the previous one.
   */
  registerScreeningBacklog(read: () => Promise<ScreeningBacklog> | ScreeningBacklog): void;
}

export interface MetricsSources {
  backlogs: BacklogReader;
  /** PostgreSQL's pool (SQLite has one connection per process: nothing to show). */
  poolStats?: (() => { total: number; idle: number; waiting: number }) | undefined;
  /** Node's and the process's own metrics (CPU, memory, event loop, handles): on when metrics are served. */
  processMetrics: boolean;
}

/**
 * One registry per API process (per app in the tests). Under several processes on one port the
 * cluster's primary adds them up (requests, pools, process figures) but takes the figures read
 * from the shared database (backlogs, size) once: `aggregator: 'first'`.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by route pattern, method and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // The database's figures are read once per scrape: the gauges collect together and share the reading.
  let reading: Promise<Backlogs | null> | null = null;
  const backlogs = (): Promise<Backlogs | null> => {
    reading ??= sources
      .backlogs()
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const fromDatabase = { registers: [registry], aggregator: 'first' as const };

  new Gauge({
    name: 'database_up',
    help: '1 when the database answered the last scrape’s queries, else 0',
    ...fromDatabase,
    async collect() {
      this.set((await backlogs()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'database_size_bytes',
    help: 'Size of the database (SQLite: its pages; PostgreSQL: pg_database_size)',
    ...fromDatabase,
    async collect() {
      const read = await backlogs();
      if (read) this.set(read.databaseBytes);
    },
  });
  new Gauge({
    name: 'outbox_messages',
    help: 'E-mails and text messages in the outbox waiting for delivery (pending) or given up (failed), by channel',
    labelNames: ['channel', 'status'],
    ...fromDatabase,
    async collect() {
      const read = await backlogs();
      if (!read) return;
      for (const [channel, byStatus] of Object.entries(read.outbox)) {
        for (const [status, figure] of Object.entries(byStatus)) this.set({ channel, status }, figure.count);
      }
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'How long the oldest message waiting for delivery has waited, by channel (0: none waits)',
    labelNames: ['channel'],
    ...fromDatabase,
    async collect() {
      const read = await backlogs();
      if (!read) return;
      for (const [channel, byStatus] of Object.entries(read.outbox)) {
        this.set({ channel }, byStatus.pending.oldestSeconds ?? 0);
      }
    },
  });
  new Gauge({
    name: 'status_reports',
    help: 'The insurer’s status reports waiting for delivery (pending) or given up (failed)',
    labelNames: ['state'],
    ...fromDatabase,
    async collect() {
      const read = await backlogs();
      if (!read) return;
      for (const [state, figure] of Object.entries(read.statusReports)) this.set({ state }, figure.count);
    },
  });
  new Gauge({
    name: 'status_reports_oldest_pending_seconds',
    help: 'How long the oldest status report waiting for delivery has waited (0: none waits)',
    ...fromDatabase,
    async collect() {
      const read = await backlogs();
      if (read) this.set(read.statusReports.pending.oldestSeconds ?? 0);
    },
  });

  let screening: (() => Promise<ScreeningBacklog> | ScreeningBacklog) | null = null;
  const screeningRead = async (): Promise<ScreeningBacklog | null> => {
    try {
      return screening ? await screening() : null;
    } catch {
      return null;
    }
  };
  new Gauge({
    name: 'screening_backlog',
    help: 'Screening items waiting, by stage (fed by the screening module)',
    labelNames: ['stage'],
    ...fromDatabase,
    async collect() {
      const read = await screeningRead();
      if (!read) return;
      this.reset();
      for (const [stage, count] of Object.entries(read.waiting)) {
        if (STAGE.test(stage)) this.set({ stage }, count);
      }
    },
  });
  new Gauge({
    name: 'screening_oldest_waiting_seconds',
    help: 'How long the oldest screening item has waited (0: none waits)',
    ...fromDatabase,
    async collect() {
      const read = await screeningRead();
      if (read) this.set(read.oldestSeconds ?? 0);
    },
  });

  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'database_pool_connections',
      help: 'PostgreSQL pool of this process: connections open (total), idle, and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  return {
    registry,
    observeRequest({ method, route, statusCode, seconds }) {
      const labels = {
        method: METHODS.has(method) ? method : 'OTHER',
        route: route ?? 'unmatched',
        status_class: `${Math.floor(statusCode / 100)}xx`,
      };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    registerScreeningBacklog(read) {
      screening = read;
    },
  };
}
