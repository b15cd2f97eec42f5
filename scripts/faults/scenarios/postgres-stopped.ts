import { sleep, startApi } from '../api';
import { call, newCustomer } from '../customer';
import { tempDir } from '../files';
import { startPostgres } from '../postgres';
import { lost, type Scenario, survived } from '../scenario';

const LANES = 3;
const OUTAGE_MS = 1500;
const RECOVERY_LIMIT_MS = 10_000;
/** An answer slower than this is a hang, whatever it says. */
const ANSWER_LIMIT_MS = 10_000;

interface Sample {
  at: number;
  status: number | 'no answer';
  code?: unknown;
  message?: unknown;
}

/**
 * PostgreSQL stopped with pg_ctl stop -m immediate under a stream of account updates: meanwhile
 * the API answers 503 service_unavailable with the user's message (never a 500, never a hang),
 * works again within 10 s of PostgreSQL's restart, and every update answered 200 is kept.
 */
export const postgresStopped: Scenario = {
  name: 'PostgreSQL stopped (immediate) under load',
  async setup() {
    const postgres = await startPostgres();
    // A PostgreSQL left running when the API cannot start would outlive the drill.
    const api = await startApi({ DATA_DIR: tempDir('pg-api'), DATABASE_URL: postgres.url }).catch(
      async (error: unknown) => {
        await postgres.stop();
        throw error;
      },
    );
    return {
      async run() {
        const samples: Sample[] = [];
        // Per customer, the highest update number answered 200.
        const acknowledged = new Map<string, number>();
        let upAt = Number.POSITIVE_INFINITY;
        let recoveredAt = Number.POSITIVE_INFINITY;
        let stopping = false;
        const customers = [];
        for (let index = 0; index < LANES; index += 1) customers.push(await newCustomer(api.url, 'pg'));
        const lane = async (customer: { id: string; token: string }) => {
          for (let update = 1; !stopping; update += 1) {
            const started = Date.now();
            const answer = await call(`${api.url}/user`, {
              method: 'PUT',
              token: customer.token,
              timeoutMs: ANSWER_LIMIT_MS,
              body: {
                gender: 2,
                first_name: 'Camille',
                last_name: `Durand ${update}`,
                phone: '+33 6 12 34 56 78',
                nationality: 'FR',
              },
            }).catch((error: Error) => ({
              status: 'no answer' as const,
              body: { message: error.message } as Record<string, unknown>,
            }));
            samples.push({
              at: started,
              status: answer.status,
              code: answer.body.code,
              message: answer.body.message,
            });
            if (answer.status === 200) {
              acknowledged.set(customer.id, update);
              if (started >= upAt) recoveredAt = Math.min(recoveredAt, Date.now());
            } else await sleep(50);
          }
        };
        const lanes = customers.map(lane);
        await sleep(300 + Math.floor(Math.random() * 500));
        const downAt = Date.now();
        await postgres.crash();
        await sleep(OUTAGE_MS);
        await postgres.start();
        upAt = Date.now();
        while (recoveredAt === Number.POSITIVE_INFINITY && Date.now() - upAt < RECOVERY_LIMIT_MS + 1000) {
          await sleep(100);
        }
        stopping = true;
        await Promise.all(lanes);

        const bad = samples.filter(
          (sample) =>
            sample.status !== 200 &&
            !(
              sample.status === 503 &&
              sample.code === 'service_unavailable' &&
              typeof sample.message === 'string' &&
              /indisponible/.test(sample.message)
            ),
        );
        const during = samples.filter((sample) => sample.at >= downAt && sample.at < upAt);
        const rows = await postgres.query<{ id: string; last_name: string }>(
          'SELECT id, last_name FROM users WHERE id = ANY($1)',
          [customers.map((customer) => customer.id)],
        );
        // Each customer's stored update is the last one acknowledged, or a later one whose answer was lost.
        const missing = customers.filter((customer) => {
          const stored = Number(
            rows.find((row) => row.id === customer.id)?.last_name.replace('Durand ', '') ?? 0,
          );
          return stored < (acknowledged.get(customer.id) ?? 0);
        });
        const problems = [
          bad.length
            ? `${bad.length} answer(s) neither 200 nor a clean 503 (first: ${JSON.stringify(bad[0])})`
            : '',
          during.length === 0 ? 'no request reached the API during the outage' : '',
          recoveredAt - upAt > RECOVERY_LIMIT_MS ? 'not recovered within 10 s of the restart' : '',
          missing.length ? `${missing.length} acknowledged update(s) lost` : '',
        ].filter(Boolean);
        if (problems.length && process.env.FAULT_VERBOSE) console.info(api.output().slice(-3000));
        return problems.length ? lost(problems.join('; ')) : survived();
      },
      async teardown() {
        await api.stop();
        await postgres.stop();
      },
    };
  },
};
