import type { RecordedEvent } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { prepareForStrictCsp, STYLE_ATTRIBUTE, strictCspStyles } from './replay-under-csp';

const page = (): RecordedEvent => ({
  type: 2,
  timestamp: 1,
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [
        {
          type: 2,
          id: 2,
          tagName: 'link',
          attributes: { rel: 'stylesheet', href: 'https://web.example/a.css', _cssText: 'p { color: red; }' },
          childNodes: [],
        },
        {
          type: 2,
          id: 3,
          tagName: 'style',
          attributes: {
            _cssText:
              "@font-face { font-family: Inter; src: url('https://web.example/inter.woff2') format('woff2'); } h1 { margin: 0; }",
          },
          childNodes: [{ type: 3, id: 4, textContent: 'h1 { margin: 0; }', isStyle: true }],
        },
        {
          type: 2,
          id: 5,
          tagName: 'div',
          attributes: { style: 'width: 40%;' },
          childNodes: [
            {
              type: 2,
              id: 6,
              tagName: 'img',
              attributes: { src: 'https://web.example/logo.png' },
              childNodes: [],
            },
          ],
        },
      ],
    },
    initialOffset: { top: 0, left: 0 },
  },
});

const mutation = (): RecordedEvent => ({
  type: 3,
  timestamp: 2,
  data: {
    source: 0,
    adds: [
      {
        parentId: 1,
        node: { type: 2, id: 7, tagName: 'p', attributes: { style: 'color: blue' }, childNodes: [] },
      },
    ],
    attributes: [{ id: 5, attributes: { style: 'width: 60%;' } }],
    removes: [],
    texts: [],
  },
});

describe('a recording prepared for the back-office’s CSP', () => {
  it('keeps no style attribute, no style text and no file of the visitor’s site, and leaves the original alone', () => {
    const original = [page(), mutation()];
    const prepared = JSON.stringify(prepareForStrictCsp(original));
    expect(prepared).not.toMatch(/"style":/);
    expect(prepared).not.toContain('_cssText');
    expect(prepared).not.toContain('web.example');
    expect(prepared).not.toContain('"textContent":"h1');
    // What was moved aside is still there, to be applied through the CSSOM.
    expect(prepared).toContain('"data-replay-style":"width: 40%;"');
    expect(prepared).toContain('"data-replay-style":"width: 60%;"');
    expect(prepared).toContain('"data-replay-style":"color: blue"');
    expect(prepared).toContain('"data-replay-css":"p { color: red; }"');
    // The visitor's fonts are never fetched: the rule goes, the rest of the sheet stays.
    expect(prepared).not.toContain('@font-face');
    expect(prepared).toContain('h1 { margin: 0; }');
    expect(prepared).not.toContain('"tagName":"style"');
    expect(JSON.stringify(original)).toEqual(JSON.stringify([page(), mutation()]));
  });

  it('applies a built element’s style through element.style', () => {
    const element = document.createElement('div');
    element.setAttribute(STYLE_ATTRIBUTE, 'width: 40%;');
    strictCspStyles().plugin.onBuild(element);
    expect(element.style.width).toBe('40%');
    expect(element.hasAttribute(STYLE_ATTRIBUTE)).toBe(false);
  });
});
