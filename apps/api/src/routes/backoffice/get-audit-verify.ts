import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** The audit journal's integrity against its keys and checkpoints, checked now (auditors and supervisors). */
export default async function getBackofficeAuditVerify(app: App) {
  app.get(
    '/backoffice/audit/verify',
    {
      schema: { tags: ['backoffice'], response: replyFor('GET /backoffice/audit/verify') },
    },
    async () => {
      const result = await app.services.auditChain.verify();
      return {
        ok: result.ok,
        checked: result.checked,
        checkpoints: result.checkpoints,
        anchor: result.anchor,
        first_broken: result.firstBroken,
      };
    },
  );
}
