import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The page's shell (index.html's header and skeleton) paints from the HTML alone, before any
 * file arrives: its few rules are written into the page as a <style> element (the web server's
 * CSP allows it by its hash), and the app's stylesheets move to the end of <body>, where they no
 * longer hold back the first paint but still load before the app's scripts run (a module script
 * waits for the stylesheets above it).
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
        const stylesheets: string[] = [];
        const page = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          stylesheets.push(link.trim());
          return '';
        });
        return page
          .replace('</head>', `  <style>${css}</style>\n  </head>`)
          .replace('</body>', `  ${stylesheets.join('\n    ')}\n  </body>`);
      },
    },
  };
}
