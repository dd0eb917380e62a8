import { excerpt, htmlToText } from './excerpt.ts';

describe('article excerpt (spec §9: 250 characters, HTML stripped)', () => {
  it('strips tags, decodes entities and collapses white space', () => {
    expect(htmlToText('<h2>Naujiena</h2><p>Žvejo&nbsp;bilietai &amp; <strong>kortelės</strong></p>')).toBe(
      'Naujiena Žvejo bilietai & kortelės',
    );
    expect(htmlToText('<p>a<br>b</p><ul><li>c</li><li>d</li></ul>')).toBe('a b c d');
    expect(htmlToText('<p>&#8222;Žuvėdra&#8220; &#x20AC; &unknown;</p>')).toBe('„Žuvėdra“ € &unknown;');
    expect(htmlToText('<script>alert(1)</script><p>Tekstas</p><!-- pastaba -->')).toBe('Tekstas');
  });

  it('keeps a short text whole', () => {
    expect(excerpt('<p>Trumpas tekstas.</p>')).toBe('Trumpas tekstas.');
    const exactly = 'a'.repeat(250);
    expect(excerpt(`<p>${exactly}</p>`)).toBe(exactly);
  });

  it('cuts a long text at a word boundary to at most 250 characters with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, i) => `žodis${i}`).join(' ');
    const result = excerpt(`<p>${words}</p>`);
    expect(Array.from(result).length).toBeLessThanOrEqual(250);
    expect(result.endsWith('…')).toBe(true);
    const body = result.slice(0, -1);
    expect(words.startsWith(body)).toBe(true);
    // The last word is whole: the next character of the full text is a space.
    expect(words[body.length]).toBe(' ');
  });

  it('drops punctuation left before the ellipsis', () => {
    const text = `${'x'.repeat(240)}, ${'y'.repeat(20)}`;
    expect(excerpt(text)).toBe(`${'x'.repeat(240)}…`);
  });

  it('cuts inside one very long word rather than show nothing', () => {
    expect(excerpt('z'.repeat(300))).toBe(`${'z'.repeat(249)}…`);
  });

  it('honours another length', () => {
    expect(excerpt('<p>one two three four</p>', 10)).toBe('one two…');
  });
});
