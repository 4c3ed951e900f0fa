const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The demo shop: a plain page with the one tag a store would paste, served from the service itself. */
export function demoPage(publishableKey: string | undefined, bundle: string | undefined, lang: string): string {
  const key = escapeHtml(publishableKey ?? '');
  // The page preloads the store and the first catalogue page, so both answers are under way before the script runs.
  const preload = (path: string) =>
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="/v3/public/${key}${path}">`;
  // The first catalogue page only for a visitor: a signed-in shopper's prices depend on their session, which the
  // widget keeps in localStorage and sends as X-Customer-Session, and a preload cannot send a header: with the page
  // preloading for everyone, a signed-in trade shopper's first render showed everyone's prices. The key reaches the
  // script as an attribute (HTML-escaped), never as script text.
  const preloadForVisitor = (path: string) => `<script data-key="${key}" data-path="${path}">
try {
  const { key, path } = document.currentScript.dataset;
  if (!localStorage.getItem(\`commerce:\${key}:session\`)) {
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch' });
    link.crossOrigin = 'anonymous';
    link.href = \`/v3/public/\${encodeURIComponent(key)}\${path}\`;
    document.head.append(link);
  }
} catch {
  // No localStorage: the widget keeps no session either, so its first read is a visitor's and needs no preload.
}
</script>`;
  const body = !bundle
    ? '<p>The widget is not built yet: run <code>npm run build --workspaces</code> (npm start does it).</p>'
    : !publishableKey
      ? '<p>No demo store is configured: start the service with <code>npm start</code>, ' +
        'or add <code>?publishable-key=pk_live_…</code> to this address.</p>'
      : `${preload('/store')}
${preloadForVisitor('/products?limit=12')}
<commerce-store publishable-key="${key}" accounts chat></commerce-store>
<script type="module" src="/widget/v1/${escapeHtml(bundle)}"></script>`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo shop: the storefront widget</title>
<style>
  body { margin: 0 auto; max-width: 72em; padding: 1em; font-family: system-ui, sans-serif; color: #1b1b1b }
</style>
</head>
<body><main>
<h1>Demo shop</h1>
<p>This page embeds the whole shop with one tag; everything below talks to the public API only.</p>
${body}
</main></body></html>`;
}

/**
 * The hosted pay page of a payment link (`/widget/pay?publishable-key=…&link=…`): the one `<commerce-pay>` tag a
 * store would put on its own page, for stores that send the shopper here instead.
 */
export function payPage(publishableKey: string, link: string, bundle: string | undefined, lang: string): string {
  const body = bundle
    ? `<commerce-pay publishable-key="${escapeHtml(publishableKey)}" link="${escapeHtml(link)}"></commerce-pay>
<script type="module" src="/widget/v1/${escapeHtml(bundle)}"></script>`
    : '<p>The widget is not built yet: run <code>npm run build --workspaces</code> (npm start does it).</p>';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay</title>
<style>
  body { margin: 0 auto; max-width: 40em; padding: 1em; font-family: system-ui, sans-serif; color: #1b1b1b }
</style>
</head>
<body><main>
<h1>Payment</h1>
${body}
</main></body></html>`;
}
