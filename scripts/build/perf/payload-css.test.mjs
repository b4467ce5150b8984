import { describe, expect, it } from 'vitest';

import {
  htmlWithoutPayloadCss,
  inlinedStylesheets,
  payloadRows,
  withoutStyleText,
} from './payload-css.mjs';

const CSS = 'body{color:red}p::before{content:"„ą”"}\n.x{}';
const cssRow = (/** @type {string} */ id) => `${id}:T${Buffer.byteLength(CSS).toString(16)},${CSS}`;
const styleRow = (/** @type {string} */ id, /** @type {string} */ ref, href = '/a.css') =>
  `${id}:["$","style","0",{"precedence":"next","href":"${href}","children":"$${ref}"}]\n`;
const payload = [
  '1:"$Sreact.fragment"\n',
  ':HL["/font.woff2","font"]\n',
  cssRow('2'),
  styleRow('f', '2'),
  '3:["$","p",null,{"children":"Zażółć"}]\n',
  cssRow('28'),
  styleRow('g', '28'),
].join('');

describe('payloadRows', () => {
  it('reads text rows by their byte length (multi-byte letters included) and other rows by line', () => {
    const rows = payloadRows(Buffer.from(payload));
    expect(rows.map((r) => [r.id, r.text])).toEqual([
      ['1', false],
      ['', false],
      ['2', true],
      ['f', false],
      ['3', false],
      ['28', true],
      ['g', false],
    ]);
    expect(rows.at(-1)?.end).toBe(Buffer.byteLength(payload));
  });
});

describe('withoutStyleText', () => {
  it('empties the CSS of hoistable styles the document has, and keeps every other row', () => {
    const { payload: out, emptied } = withoutStyleText(Buffer.from(payload), () => true);
    expect(emptied).toBe(2);
    const text = out.toString();
    expect(text).not.toContain('color:red');
    expect(text).toContain('2:""\n');
    expect(text).toContain('28:""\n');
    expect(text).toContain('"children":"Zażółć"');
    expect(payloadRows(out)).toHaveLength(7);
  });

  it('keeps the CSS of a stylesheet the document lacks', () => {
    const { payload: out, emptied } = withoutStyleText(Buffer.from(payload), () => false);
    expect(emptied).toBe(0);
    expect(out.toString()).toBe(payload);
  });
});

describe('htmlWithoutPayloadCss', () => {
  // The stream cut into scripts at awkward places: inside the CSS, inside a JSON row.
  const cuts = [30, 70, 140];
  const pieces = [0, ...cuts, payload.length].slice(1).map((end, i, ends) => {
    const start = i === 0 ? 0 : (ends[i - 1] ?? 0);
    return payload.slice(start, end);
  });
  const page = (/** @type {string} */ href) =>
    `<html><head><style data-precedence="next" data-href="${href}">${CSS}</style></head><body><p>Zażółć</p>` +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    pieces.map((p) => `<script>self.__next_f.push(${JSON.stringify([1, p])})</script>`).join('') +
    '</body></html>';

  const streamOf = (/** @type {string} */ html) =>
    [...html.matchAll(/<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? '[]')[1])
      .join('');

  it('empties the copies, keeps the rest of the stream in order, and the <style> as it was', () => {
    const { html, emptied, inline } = htmlWithoutPayloadCss(page('/a.css'));
    expect(emptied).toBe(2);
    expect([...inline]).toEqual(['/a.css']);
    expect(html.split('color:red')).toHaveLength(2);
    expect(html).toContain(`<style data-precedence="next" data-href="/a.css">${CSS}</style>`);
    expect(streamOf(html)).toBe(
      withoutStyleText(Buffer.from(payload), () => true).payload.toString(),
    );
    expect(html).toContain('push([0])');
  });

  it('leaves a page alone whose <style> is another stylesheet', () => {
    const html = page('/b.css');
    expect(htmlWithoutPayloadCss(html)).toEqual({ html, emptied: 0, inline: new Set(['/b.css']) });
  });
});

describe('inlinedStylesheets', () => {
  it('reads every href of every inlined <style>', () => {
    const html =
      '<style data-precedence="next" data-href="/a.css /b.css">x</style><style>y</style>';
    expect([...inlinedStylesheets(html)]).toEqual(['/a.css', '/b.css']);
  });
});
