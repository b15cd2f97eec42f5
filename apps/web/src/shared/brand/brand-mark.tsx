import type { RuntimeConfigReply } from '@app/domain';

/**
 * The brand's logo in the header and on the mobile notice: the configured SVG (checked by the API
 * at start) shown as an image, so nothing in it can run or load; the brand's initial otherwise.
 * Decorative: the brand's name is written next to it.
 */
export function BrandMark({ brand }: { brand: Pick<RuntimeConfigReply['brand'], 'name' | 'logoSvg'> }) {
  if (brand.logoSvg)
    return (
      <img
        className="app-header__logo app-header__logo--image"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(brand.logoSvg)}`}
        alt=""
        width={40}
        height={40}
      />
    );
  return (
    <span className="app-header__logo" aria-hidden="true">
      {brand.name.slice(0, 1)}
    </span>
  );
}
