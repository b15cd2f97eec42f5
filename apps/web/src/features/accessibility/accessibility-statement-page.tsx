import { PageCard } from '../../components/page-card';
import { currentLocale } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import de from './statement.de.json';
import en from './statement.en.json';
import fr from './statement.fr.json';
import './accessibility.css';

/** The statement's words in each language: loaded with this page only. */
const STATEMENTS = { fr, en, de } as const;

/** The accessibility statement (RGAA 4.1 model): conformance, non-conformities, feedback, redress. */
export default function AccessibilityStatementPage() {
  useTranslation();
  const config = useRuntimeConfig();
  const text = STATEMENTS[currentLocale()];
  const section = (id: string, title: string, body: React.ReactNode) => (
    <section aria-labelledby={`a11y-${id}`}>
      <h2 id={`a11y-${id}`}>{title}</h2>
      {body}
    </section>
  );
  return (
    <PageCard id="accessibility" title={text.title} stack>
      <p>{text.intro.replace('{{brand}}', config.brand.name)}</p>
      {section('conformance', text.conformanceTitle, <p>{text.conformance}</p>)}
      {section('results', text.resultsTitle, <p>{text.results}</p>)}
      {section(
        'non-conform',
        text.nonConformTitle,
        <>
          <p>{text.nonConformIntro}</p>
          <ul>
            {text.nonConform.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>,
      )}
      {section('exemptions', text.exemptionsTitle, <p>{text.exemptions}</p>)}
      {section('prepared', text.preparedTitle, <p>{text.prepared}</p>)}
      {section('feedback', text.feedbackTitle, <p>{text.feedback}</p>)}
      {section(
        'remedy',
        text.remedyTitle,
        <>
          <p>{text.remedyIntro}</p>
          <ul>
            {text.remedies.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>,
      )}
    </PageCard>
  );
}
