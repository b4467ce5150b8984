import { servicePathPattern } from './service-path';

/**
 * The root 404 page's inline script (app/not-found.tsx). Runs while the HTML
 * is parsed, before the content below it exists: on a service path it adds a
 * style that shows the unknown-service text instead of the generic one (a
 * <style> in <head>, which hydration tolerates, unlike an attribute on
 * <html>), so neither text flashes nor moves, and it sets the unknown-service
 * title.
 *
 * Fixed text, no content in it: the title (which holds the studio's name)
 * comes from the script's own data-title attribute, which React escapes like
 * any attribute. The CSP writer allows this script by this exact text
 * (scripts/build/csp/allowed-scripts.mjs), so a change here needs no hash
 * edited anywhere, and content can never change the script.
 */
export const unknownServiceMarker = `if(${String(servicePathPattern)}.test(location.pathname)){var s=document.createElement('style');s.textContent='[data-not-found=generic]{display:none}[data-not-found=service]{display:block}';document.head.appendChild(s);document.title=document.currentScript.dataset.title}`;
