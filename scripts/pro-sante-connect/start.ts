/**
 * Runs the Pro Santé Connect stand-in on loopback (PSC_STANDIN_PORT, 8090) and prints the
 * settings the API takes to use it.
 */
import { startPscStandin } from './standin-server';

const standin = await startPscStandin({
  port: Number(process.env.PSC_STANDIN_PORT ?? 8090),
  // The browser journeys make a phone request expire in seconds rather than minutes.
  backchannelExpiresSeconds: Number(process.env.PSC_STANDIN_BACKCHANNEL_EXPIRES_SECONDS ?? 120),
});
console.info(`Pro Santé Connect stand-in: issuer ${standin.issuer} (e-CPS phone page: ${standin.phoneUrl})`);
const stop = () => standin.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
