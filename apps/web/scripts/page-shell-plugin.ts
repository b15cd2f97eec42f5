import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { FIRST_PAINT_MARKER } from '../server/first-paint-files';
import { isAppPage } from './first-screen';

/**
 * The page's shell (a header and a skeleton, `shellHtmlFile`) is written into the empty #root of
 * each of the app's pages, followed by the room the web server fills per visitor
 * (server/first-paint.ts). It is styled by the page itself: its few rules (`shellCssFile`) are
 * written into the page as a <style> element (the web server's CSP allows it by its hash), so it
 * needs no file of its own. The app's stylesheets stay in <head>, before those a lazily loaded
 * screen adds there: moved after the shell, they came after a screen's own rules and won over
 * them (the document viewer lost its dark background).
 */
export function pageShell(shellCssFile: string, shellHtmlFile: string): Plugin {
  return {
    name: 'page-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!isAppPage(context.path)) return html;
        if (!html.includes('<div id="root"></div>'))
          throw new Error(`${context.path} has no empty #root for the shell`);
        const css = readFileSync(shellCssFile, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .trim();
        const shell = readFileSync(shellHtmlFile, 'utf8').trim();
        return html
          .replace('</head>', `  <style>${css}</style>\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">\n${shell}\n${FIRST_PAINT_MARKER}\n</div>`);
      },
    },
  };
}
