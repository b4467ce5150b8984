// The stylesheet's copies in the RSC payload (issue 26). With
// `experimental.inlineCss`, Next 16.4 writes the whole stylesheet into every
// page three times: the <style> the browser paints with, and twice more as
// text rows of the page's RSC payload, each the `children` of a hoistable
// `<style precedence href>` element (vercel/next.js#98079 and #98110, open;
// the fix proposed in #98397 drops the text the same way). React adopts a
// hoistable style by its href: once the document has
// `<style data-href="…">`, the element's children are never read. So the
// copies are emptied wherever that holds, and only there:
//   - a page's HTML: the href is in that page's own <style data-href>;
//   - the .txt payloads of client-side navigation: the href is in every
//     page's <style data-href>, so whichever page the visitor came from has it.
// The payload stays valid: an emptied row is the model row `id:""`.
//
// The rows are read in flight-rows.mjs, the HTML's payload scripts in
// html-payload.mjs; this module is what the post-build step and the tests
// import them from.
export { payloadRows, withoutStyleText } from './flight-rows.mjs';
export { htmlWithoutPayloadCss, inlinedStylesheets, payloadPushText } from './html-payload.mjs';
