import { plainParagraphs } from './content-html.tsx';

describe('plainParagraphs', () => {
  it('reads paragraphs of plain text, which are shown as text without the sanitizer', () => {
    expect(plainParagraphs('<p>Saugokitės sukčių „visada“.</p>\n<p>Antra – 2 €.</p>')).toEqual([
      'Saugokitės sukčių „visada“.',
      'Antra – 2 €.',
    ]);
  });

  it('leaves anything else to the sanitizer: markup, attributes, references, text outside paragraphs', () => {
    for (const html of [
      '',
      'plain text',
      '<p>a <a href="/x">link</a></p>',
      '<p class="x">styled</p>',
      '<p>Tom &amp; Jerry</p>',
      '<p>a</p><script>alert(1)</script>',
      '<p>a</p>tail',
      '<p><img src=x onerror=alert(1)></p>',
      '<p>a > b</p>',
    ])
      expect(plainParagraphs(html), html).toBeNull();
  });
});
