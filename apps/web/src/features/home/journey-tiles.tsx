import { Icon, type IconName } from '../../components/ui/icon';
import type { Journey } from '../../lib/progress';
import type { Translate } from '../../lib/translator';

const TILES: Array<{ journey: Journey; icon: IconName }> = [
  { journey: 'enrollment', icon: 'sprout' },
  { journey: 'signup', icon: 'building' },
];

/**
 * The two choices of the home page: activity being created, or already operating. Also in the
 * page's first paint, without their action (scripts/prerender-first-paint.tsx).
 */
export function JourneyTiles({ t, onChoose }: { t: Translate; onChoose?: (journey: Journey) => void }) {
  return (
    <ul className="tiles" aria-label={t('home.tilesLabel')}>
      {TILES.map(({ journey, icon }) => (
        <li key={journey} className="tiles__item">
          <button type="button" className="tile" onClick={() => onChoose?.(journey)}>
            <span className="tile__icon">
              <Icon name={icon} size={26} />
            </span>
            <span className="tile__title">{t(`home.tiles.${journey}.title`)}</span>
            <span className="tile__text">{t(`home.tiles.${journey}.text`)}</span>
            <span className="tile__cta" aria-hidden="true">
              {t('home.start')} →
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
