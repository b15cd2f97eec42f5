import { readFileSync } from 'node:fs';

/** A logo is a small drawing: anything larger is a mistake (an embedded bitmap, a whole page). */
export const MAX_LOGO_BYTES = 32 * 1024;

/** Drawing elements only: no script, foreignObject, image, animation, style sheet or link. */
const ELEMENTS = new Set(
  [
    'svg',
    'g',
    'path',
    'circle',
    'ellipse',
    'rect',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'title',
    'desc',
    'defs',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'use',
    'symbol',
  ].map((name) => name.toLowerCase()),
);

/** Geometry and paint attributes; no event handler (on…) and no style attribute. */
const ATTRIBUTES = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewbox',
  'preserveaspectratio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'id',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'clippathunits',
  'mask',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'href',
  'xlink:href',
]);

const TAG = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>$/;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;

/** Why a value is refused, or null: links stay inside the drawing (#id), nothing reaches out. */
function refusedValue(name: string, value: string): string | null {
  if (ENTITY.test(value)) return `${name}: an unknown entity`;
  if (/javascript:|data:|<|>/i.test(value)) return `${name}: a script, data or markup value`;
  if ((name === 'href' || name === 'xlink:href') && !/^#[\w.-]+$/.test(value))
    return `${name}: links only inside the drawing (#id)`;
  if (/url\(/i.test(value) && !/^url\(#[\w.-]+\)$/.test(value.trim()))
    return `${name}: url() only to an element of the drawing`;
  return null;
}

/**
 * Checks a logo against an allowlist and returns it without its XML declaration, or throws with
 * the first reason. It refuses rather than strips: a logo that needed cleaning is a mistake the
 * bank should see at start, and what is served is exactly what was configured.
 */
export function sanitiseLogoSvg(source: string): string {
  const svg = source.replace(/^\uFEFF?\s*<\?xml[^?]*\?>\s*/, '').trim();
  if (Buffer.byteLength(svg) > MAX_LOGO_BYTES) throw new Error(`larger than ${MAX_LOGO_BYTES} bytes`);
  if (!/^<svg[\s>]/i.test(svg)) throw new Error('not an <svg> element');
  if (/<!|<\?/.test(svg)) throw new Error('a declaration, comment or processing instruction');
  const open: string[] = [];
  for (const match of svg.matchAll(/<[^>]*>|[^<]+/g)) {
    const token = match[0];
    if (!token.startsWith('<')) {
      if (open.length === 0 && token.trim()) throw new Error('text outside the <svg> element');
      if (ENTITY.test(token)) throw new Error('an unknown entity in the text');
      continue;
    }
    const tag = TAG.exec(token);
    if (!tag) throw new Error(`a malformed tag: ${token.slice(0, 40)}`);
    const [, closing, rawName = '', attributes = '', selfClosing] = tag;
    const name = rawName.toLowerCase();
    if (!ELEMENTS.has(name)) throw new Error(`the element <${rawName}>`);
    if (closing) {
      if (open.pop() !== name) throw new Error(`an unbalanced </${rawName}>`);
      continue;
    }
    if (open.length === 0 && match.index !== 0) throw new Error('a second root element');
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      const attributeName = (attribute[1] ?? '').toLowerCase();
      if (!ATTRIBUTES.has(attributeName)) throw new Error(`the attribute ${attribute[1]}`);
      const refused = refusedValue(attributeName, attribute[2] ?? attribute[3] ?? '');
      if (refused) throw new Error(refused);
    }
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) throw new Error(`an unclosed <${open.at(-1)}>`);
  return svg;
}

/** BRAND_LOGO_SVG: the SVG itself when it starts with "<", else the path of an SVG file. */
export function loadLogoSvg(setting: string | undefined): string | null {
  if (!setting?.trim()) return null;
  const source = setting.trim().startsWith('<') ? setting : readFileSync(setting, 'utf8');
  try {
    return sanitiseLogoSvg(source);
  } catch (error) {
    throw new Error(`Invalid configuration:\nBRAND_LOGO_SVG: refused, ${(error as Error).message}`);
  }
}
