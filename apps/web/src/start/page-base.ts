// What both of the app's pages (index.html, mobile.html) start with, imported first by their
// entries: zod set to run without eval before any schema exists, then the stylesheets every
// screen builds on, in cascade order (a screen's own rules come after them).
import '../lib/zod-without-eval';
import '@app/ui/styles/fonts.css';
import '@app/ui/styles/tokens.css';
import '../styles/base.css';
import '../components/ui/ui.css';
import '../app/layout/layout.css';
