import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToParagraphs } from './htmlText';

describe('htmlToParagraphs', () => {
  it('keeps paragraphs and line breaks, drops tags, scripts, styles and comments', () => {
    const html =
      '<h1>Ofício</h1><p>Senhor <b>Secretário</b>,<br>Rua A, 10</p><!-- nota --><style>p{color:red}</style><script>alert(1)</script>' +
      '<ul><li>um</li><li>dois</li></ul><table><tr><td>a</td><td>b</td></tr></table><div>fim</div>';
    expect(htmlToParagraphs(html)).toEqual(['Ofício', 'Senhor Secretário,\nRua A, 10', '• um', '• dois', 'a b', 'fim']);
  });

  it('decodes entities after removing tags, so encoded markup stays text', () => {
    expect(htmlToParagraphs('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; a&ccedil;&atilde;o &#8212; &#x2013;&nbsp;ok</p>')).toEqual([
      '<script>alert(1)</script> &amp; ação — – ok',
    ]);
  });

  it('copes with plain text, unclosed tags and empty input', () => {
    expect(htmlToParagraphs('só texto')).toEqual(['só texto']);
    expect(htmlToParagraphs('<p>a<script>never closed')).toEqual(['a']);
    expect(htmlToParagraphs('')).toEqual([]);
    expect(htmlToParagraphs('<p> </p><p>&nbsp;</p>')).toEqual([]);
  });

  it('leaves unknown entities and refuses invalid code points', () => {
    expect(decodeEntities('&foo; &#0; &#xD800; &#65;')).toBe('&foo; \uFFFD \uFFFD A');
  });
});
