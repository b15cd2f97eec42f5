import type { RecordedEvent } from '@app/domain';

/**
 * The back-office's CSP allows no inline style (no `style` attribute, no `<style>` text) and no
 * other origin's files; rrweb rebuilds a recorded page with both. Before replaying, the recorded
 * page's inline styles and style sheets are moved aside under attributes of their own, and the
 * replayer plugin below applies them through the CSSOM (element.style, constructed style sheets),
 * which the policy does not govern. Links, images and fonts pointing at the visitor's site are
 * never fetched from the operator's browser.
 */
export const STYLE_ATTRIBUTE = 'data-replay-style';
export const SHEET_ATTRIBUTE = 'data-replay-css';

interface SerializedNode {
  type: number;
  tagName?: string;
  attributes?: Record<string, unknown>;
  childNodes?: SerializedNode[];
  isStyle?: boolean;
  textContent?: string;
}

// rrweb's numbers: node types, event types and incremental sources.
const ELEMENT_NODE = 2;
const TEXT_NODE = 3;
const FULL_SNAPSHOT = 2;
const INCREMENTAL = 3;
const MUTATION = 0;

/** The visitor's fonts are files of the visitor's site: the replay shows the text in the back-office's own. */
const withoutFontFaces = (css: string) => css.replace(/@font-face\s*\{[^}]*\}/g, '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function prepareNode(node: SerializedNode): void {
  const attributes = node.attributes;
  if (node.type === ELEMENT_NODE && attributes) {
    if (typeof attributes.style === 'string') {
      attributes[STYLE_ATTRIBUTE] = attributes.style;
      delete attributes.style;
    }
    if (typeof attributes._cssText === 'string') {
      attributes[SHEET_ATTRIBUTE] = withoutFontFaces(attributes._cssText);
      delete attributes._cssText;
    }
    // An inline <style>, even empty, is refused: its rules go to a constructed sheet instead
    // and the element becomes an inert <template> (same place in the page, nothing applied).
    if (node.tagName === 'style') node.tagName = 'template';
    if (node.tagName === 'link') delete attributes.href;
    if (node.tagName === 'img') {
      delete attributes.src;
      delete attributes.srcset;
    }
  }
  // A <style>'s text is its rules: they travel in _cssText (moved above), never as inline text.
  if (node.type === TEXT_NODE && node.isStyle) node.textContent = '';
  for (const child of node.childNodes ?? []) prepareNode(child);
}

/** A copy of the events in which no inline style and no foreign file remains (see above). */
export function prepareForStrictCsp(events: readonly RecordedEvent[]): RecordedEvent[] {
  const copy = structuredClone(events) as RecordedEvent[];
  for (const event of copy) {
    const data = event.data;
    if (!isRecord(data)) continue;
    if (event.type === FULL_SNAPSHOT && isRecord(data.node))
      prepareNode(data.node as unknown as SerializedNode);
    if (event.type === INCREMENTAL && data.source === MUTATION) {
      for (const add of (data.adds ?? []) as { node?: SerializedNode }[]) {
        if (add.node) prepareNode(add.node);
      }
      for (const change of (data.attributes ?? []) as { attributes?: Record<string, unknown> }[]) {
        const changed = change.attributes;
        if (changed && typeof changed.style === 'string') {
          changed[STYLE_ATTRIBUTE] = changed.style;
          delete changed.style;
        }
        if (changed && 'href' in changed) delete changed.href;
        if (changed && 'src' in changed) delete changed.src;
      }
    }
  }
  return copy;
}

/**
 * The rules rrweb's replayer would insert through an empty inline <style> (refused by the CSP):
 * blocked elements shown as boxes, hidden <noscript>, animations paused with the replay.
 */
const REPLAYER_RULES = [
  '.rr-block { background: currentColor }',
  'noscript { display: none !important; }',
  'html.rrweb-paused *, html.rrweb-paused *:before, html.rrweb-paused *:after { animation-play-state: paused !important; }',
];

function replayerSheet(document: Document): CSSStyleSheet {
  const view = document.defaultView;
  const sheet = view ? new view.CSSStyleSheet() : new CSSStyleSheet();
  sheet.replaceSync(REPLAYER_RULES.join('\n'));
  return sheet;
}

/** Applies one element's moved-aside inline style through the CSSOM. */
function applyStyle(node: Node): void {
  if (!(node instanceof (node.ownerDocument?.defaultView?.Element ?? Element))) return;
  const element = node as HTMLElement;
  const style = element.getAttribute(STYLE_ATTRIBUTE);
  if (style === null) return;
  element.removeAttribute(STYLE_ATTRIBUTE);
  element.style.cssText = style;
}

/**
 * The replayer's side: styles of built elements and of attribute changes go through the CSSOM;
 * style sheets become constructed sheets of the replay's document (replaced on each full page).
 */
export function strictCspStyles() {
  let pending: CSSStyleSheet[] = [];
  let frameDocument: Document | null = null;

  const adopt = (replace: boolean) => {
    if (!frameDocument) return;
    frameDocument.adoptedStyleSheets = replace
      ? [replayerSheet(frameDocument), ...pending]
      : [...frameDocument.adoptedStyleSheets, ...pending];
    pending = [];
  };

  return {
    plugin: {
      onBuild(node: Node) {
        applyStyle(node);
        if (!(node instanceof (node.ownerDocument?.defaultView?.Element ?? Element))) return;
        const element = node as Element;
        const css = element.getAttribute(SHEET_ATTRIBUTE);
        const view = element.ownerDocument.defaultView;
        if (css === null || !view) return;
        element.removeAttribute(SHEET_ATTRIBUTE);
        frameDocument = element.ownerDocument;
        // Built in the replay's own window: a sheet is adopted only by its window's documents.
        const sheet = new view.CSSStyleSheet();
        sheet.replaceSync(css);
        pending.push(sheet);
      },
      handler(
        event: { type: number; data: unknown },
        _isSync: boolean,
        context: { replayer: { getMirror(): { getNode(id: number): Node | null } } },
      ) {
        adopt(false);
        const data = event.data;
        if (event.type !== INCREMENTAL || !isRecord(data) || data.source !== MUTATION) return;
        for (const change of (data.attributes ?? []) as { id: number }[]) {
          const node = context.replayer.getMirror().getNode(change.id);
          if (node) applyStyle(node);
        }
      },
    },
    /** Called once a full page is rebuilt: its sheets replace the previous page's. */
    pageRebuilt(document: Document) {
      frameDocument = document;
      adopt(true);
    },
  };
}
