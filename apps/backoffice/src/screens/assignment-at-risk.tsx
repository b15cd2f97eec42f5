import type { DashboardReply } from '@app/domain';
import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { AssignmentServiceLevel } from './assignment-service-level';

/** The dashboard's cases at risk of missing the service level, oldest first, each with who works it. */
export function AssignmentAtRisk({ cases }: { cases: DashboardReply['at_risk'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="at-risk-title">
      <h2 id="at-risk-title">{t('assignment.atRiskTitle')}</h2>
      {cases.length === 0 ? (
        <p>{t('assignment.noneAtRisk')}</p>
      ) : (
        <ol>
          {cases.map((item) => (
            <li key={item.id}>
              <Link to={`/cases/${item.id}`}>{item.company_name}</Link> ·{' '}
              <AssignmentServiceLevel level={item.service_level} /> ·{' '}
              {item.assignment ? item.assignment.operator.name : t('assignment.nobody')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
