import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, startApi } from '../api';
import { activateEmailMethod, call, lastCode, newCustomer, startEmailMethod } from '../customer';
import { tempDir } from '../files';
import { lost, type Scenario, survived } from '../scenario';

const MINUTE = 60_000;
/** A code lives 120 s (spec §9); the drill's sessions live 30 minutes. */
const CODE_TTL_MS = 120_000;
const SESSION_TTL_MINUTES = 30;

/**
 * The API's clock moved forward: a code past its 120 s is refused, a session lives exactly as
 * configured (valid a minute before its end, refused a minute after), and a fresh code works.
 */
export const clockForward: Scenario = {
  name: 'clock moved forward',
  async setup() {
    const dataDir = tempDir('clock');
    const offsetFile = join(dataDir, 'clock-offset');
    writeFileSync(offsetFile, '0');
    const api = await startApi({
      DATA_DIR: dataDir,
      CLOCK_OFFSET_FILE: offsetFile,
      TOKEN_TTL_MINUTES: String(SESSION_TTL_MINUTES),
    });
    // The API reads the file again every 200 ms.
    const moveTo = async (offsetMs: number) => {
      writeFileSync(offsetFile, String(offsetMs));
      await sleep(300);
    };
    return {
      async run() {
        await moveTo(0);
        const fresh = await newCustomer(api.url, 'clock');
        const freshMethod = await startEmailMethod(api.url, fresh.token);
        const freshAnswer = await activateEmailMethod(
          api.url,
          fresh.token,
          freshMethod,
          await lastCode(api.url, fresh.email),
        );

        const late = await newCustomer(api.url, 'clock');
        const lateMethod = await startEmailMethod(api.url, late.token);
        const lateCode = await lastCode(api.url, late.email);
        await moveTo(CODE_TTL_MS + 5000);
        const lateAnswer = await activateEmailMethod(api.url, late.token, lateMethod, lateCode);

        await moveTo((SESSION_TTL_MINUTES - 1) * MINUTE);
        const before = await call(`${api.url}/user`, { token: late.token });
        await moveTo((SESSION_TTL_MINUTES + 1) * MINUTE);
        const after = await call(`${api.url}/user`, { token: late.token });
        await moveTo(0);

        const problems = [
          freshAnswer.status !== 200 ? `a fresh code answered ${freshAnswer.status}` : '',
          lateAnswer.status < 400 || lateAnswer.status >= 500
            ? `a code 125 s old answered ${lateAnswer.status}`
            : '',
          before.status !== 200 ? `a session a minute before its end answered ${before.status}` : '',
          after.status !== 401 ? `a session a minute after its end answered ${after.status}` : '',
        ].filter(Boolean);
        return problems.length ? lost(problems.join('; ')) : survived();
      },
      teardown: () => api.stop(),
    };
  },
};
