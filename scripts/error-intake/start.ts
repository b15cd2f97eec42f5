/**
 * Runs the stand-in error-reporting service on loopback (ERROR_INTAKE_PORT, 8089): the DSN to give
 * the API (ERROR_REPORTING_DSN) and the web server (WEB_ERROR_REPORTING_DSN) is printed; what it
 * receives is listed at /events.
 */
import { startErrorIntake } from './intake-server';

const intake = await startErrorIntake({ port: Number(process.env.ERROR_INTAKE_PORT ?? 8089) });
console.info(`Error reports stand-in on ${intake.url} (DSN ${intake.dsn()}; received: ${intake.url}/events)`);
const stop = () => intake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
