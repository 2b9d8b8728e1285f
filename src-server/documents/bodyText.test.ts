// The search index reads a body's words, not its markup.
import { describe, expect, it } from 'vitest';
import { bodyText } from './bodyText';

describe('bodyText', () => {
  it('keeps the words of every element apart and drops the tags and their attributes', () => {
    const text = bodyText('<p>Licitação</p><p>de <strong>obras</strong><br>públicas</p><a href="https://x.gov.br/parecer">link</a>');
    expect(text.split(/\s+/).filter(Boolean)).toEqual(['Licitação', 'de', 'obras', 'públicas', 'link']);
    expect(text).not.toContain('parecer');
  });

  it('turns character references into characters', () => {
    expect(bodyText('Ata &amp; parecer&nbsp;t&#233;cnico &#x2014; &lt;rascunho&gt; &eacute;')).toBe('Ata & parecer técnico — <rascunho>  ');
  });

  it('survives broken markup', () => {
    expect(bodyText('<p>fim <em')).toBe(' fim  ');
    expect(bodyText('&#99999999; &#0;')).toBe('   ');
  });
});
