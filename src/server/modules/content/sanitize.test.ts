/**
 * The server's pass over rich content (sanitize-html with the shared allow-list): the bypass tests
 * the hand-written sanitizer had, and the mutation-XSS classics (issue 15 item 7). The browser's
 * pass (DOMPurify) is tested in a real browser: tests/e2e/rich-content.test.ts.
 */

import { MUTATION_XSS } from '../../../../tests/fixtures/mutation-xss.ts';
import { safeHref } from '../../../shared/content/allow-list.ts';
import { htmlText, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed elements and links with safe targets', () => {
    const html =
      '<h2>Žvejo bilietas</h2><p>Bilietą <strong>įsigykite</strong> <em>iš anksto</em>.<br>Daugiau: ' +
      '<a href="https://www.am.lt/">am.lt</a>, <a href="mailto:info@am.lt">info@am.lt</a>, ' +
      '<a href="/leidimai/l05_1">L05.1</a>, <a href="#kaina">kaina</a></p>' +
      '<ul><li>vienas</li></ul><ol><li>du</li></ol><blockquote>citata</blockquote><h3>Pabaiga</h3>';
    // sanitize-html writes a void element as `<br />`.
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops <script> and <style> with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a<SCRIPT type="x">alert("</p>")</SCRIPT >b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>p{}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p>x</p><script>never closed')).toBe('<p>x</p>');
  });

  it('drops event handlers and every other attribute', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="/x" onmouseover="alert(1)">t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitizeHtml('<p title=">" onerror="x">t</p>')).toBe('<p>t</p>');
  });

  it('keeps the text of a link whose target is not safe, without its target (no link)', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example/',
      'ftp://example.lt/',
      'https://',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">spauskite</a>`), href).toBe('<a>spauskite</a>');
    }
  });

  it('drops svg, math and iframes with their content, and unknown tags but not their text', () => {
    expect(sanitizeHtml('<svg><script>alert(1)</script><svg></svg>x</svg>y')).toBe('y');
    expect(sanitizeHtml('<math><mi>x</mi></math><p>y</p>')).toBe('<p>y</p>');
    expect(sanitizeHtml('<iframe src="https://x"></iframe>z')).toBe('z');
    expect(sanitizeHtml('<div><span>tekstas</span></div>')).toBe('tekstas');
    expect(sanitizeHtml('<b>a</b><i>b</i>')).toBe('<strong>a</strong><em>b</em>');
  });

  it('escapes stray markup characters and keeps character references', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
    // Character references are written as the characters they stand for, markup ones escaped.
    expect(sanitizeHtml('&lt;script&gt; &amp; &#8364; &euro;')).toBe('&lt;script&gt; &amp; € €');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitizeHtml('<!DOCTYPE html><?xml x?>ok')).toBe('ok');
    expect(sanitizeHtml('a <p class="x')).toBe('a ');
  });

  it('balances tags: closes what is open and drops end tags nothing opened', () => {
    expect(sanitizeHtml('<p><strong>x</p>')).toBe('<p><strong>x</strong></p>');
    expect(sanitizeHtml('</li>x<ul><li>y')).toBe('x<ul><li>y</li></ul>');
    expect(sanitizeHtml('a<br/>b<br />c')).toBe('a<br />b<br />c');
  });

  it('escapes quotes in link targets', () => {
    expect(sanitizeHtml(`<a href='/x?a="b"&c=1'>t</a>`)).toBe('<a href="/x?a=&quot;b&quot;&amp;c=1">t</a>');
  });

  it('is idempotent', () => {
    const inputs = [
      '<p>a<script>x</script><a href="https://am.lt/?a=1&amp;b=2">l</a> & <b>c</b></p><ul><li>d',
      '<a href="jav&#x61;script:x">t</a><p title=\'x\'>1 < 2</p>',
      '&amp;lt; &foo bar; <<<>>>',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('mutation XSS: markup that a browser reparses differently', () => {
  it.each(MUTATION_XSS)('$name', ({ html, server }) => {
    const out = sanitizeHtml(html);
    expect(out).toBe(server);
    // Whatever is kept carries no element or attribute outside the allow-list.
    expect(out).not.toMatch(/<(?!\/?(p|h2|h3|ul|ol|li|a|strong|em|br|blockquote)[\s/>])/i);
    expect(out).not.toMatch(/\son\w+=|javascript:|<img|<style|<svg|<math/i);
    expect(sanitizeHtml(out)).toBe(out);
  });
});

describe('safeHref', () => {
  it('accepts http(s), mailto and local addresses only', () => {
    expect(safeHref('https://www.gamta.lt/')).toBe('https://www.gamta.lt/');
    expect(safeHref('http://am.lt')).toBe('http://am.lt');
    expect(safeHref('mailto:info@am.lt')).toBe('mailto:info@am.lt');
    expect(safeHref('/duk#mokejimai')).toBe('/duk#mokejimai');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('relative/path')).toBeNull();
    expect(safeHref('tel:+37052663661')).toBeNull();
  });
});

describe('htmlText', () => {
  it('gives the visible text', () => {
    expect(htmlText('<p>Labas&nbsp;<strong>rytas</strong></p><script>x</script>')).toBe('Labas rytas');
    expect(htmlText('<p> </p><br>')).toBe('');
  });
});

describe('safeHref: links the preview and the server keep', () => {
  it('keeps http(s), mailto and paths of this site', () => {
    expect(safeHref('https://am.lrv.lt/')).toBe('https://am.lrv.lt/');
    expect(safeHref(' http://gamta.lt ')).toBe('http://gamta.lt');
    expect(safeHref('mailto:info@am.lt')).toBe('mailto:info@am.lt');
    expect(safeHref('/permits/l05_1')).toBe('/permits/l05_1');
  });

  it('drops script, data, other schemes, protocol-relative and empty links', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example/',
      'ftp://x',
      '',
      null,
      undefined,
      'relative/path',
    ])
      expect(safeHref(bad), String(bad)).toBeNull();
  });
});
