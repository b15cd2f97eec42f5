import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The page's shell (index.html's header and skeleton) is styled by the page itself: its few rules
 * are written into the page as a <style> element (the web server's CSP allows it by its hash),
 * so it needs no file of its own. The app's stylesheets stay in <head>, before those a lazily
 * loaded screen adds there: moved after the shell, they came after a screen's own rules and won
 * over them (the document viewer lost its dark background).
 */
export function pageShell(shellCssFile: string): Plugin {
  return {
    name: 'page-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.path.endsWith('/index.html')) return html;
        const css = readFileSync(shellCssFile, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .trim();
        return html.replace('</head>', `  <style>${css}</style>\n  </head>`);
      },
    },
  };
}
