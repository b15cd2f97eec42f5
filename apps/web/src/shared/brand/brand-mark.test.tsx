import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>';

describe('the brand mark', () => {
  it('shows the configured logo as an image (nothing in it can run), decorative beside the name', () => {
    const { container } = render(<BrandMark brand={{ name: 'Pro Santé Banque', logoSvg: LOGO }} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image?.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(LOGO)}`);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows the brand’s initial without a logo', () => {
    render(<BrandMark brand={{ name: 'Pro Santé Banque', logoSvg: null }} />);
    expect(screen.getByText('P')).toHaveAttribute('aria-hidden', 'true');
  });
});
