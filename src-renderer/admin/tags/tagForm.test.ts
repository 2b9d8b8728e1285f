// The tag preview's verdict on its colours: fine from 4.5:1, a warning from 3:1, refused below;
// nothing while a colour is half typed. The defaults read fine.
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src-shared/messages';
import { contrastVerdict, emptyTagForm } from './tagForm';

const t = messages.tags;

describe('contrastVerdict', () => {
  it('passes the §3 defaults', () => {
    const form = emptyTagForm();
    expect(form).toMatchObject({ background_color: '#6610f2', font_color: '#ffffff' });
    expect(contrastVerdict(form.background_color, form.font_color)?.level).toBe('ok');
  });

  it('warns between 3:1 and 4.5:1 and refuses below 3:1, saying the ratio', () => {
    expect(contrastVerdict('#777777', '#ffffff')).toEqual({ level: 'low', message: t.contrastLow('4,47') });
    expect(contrastVerdict('#ffff00', '#ffffff')).toEqual({ level: 'refused', message: t.contrastRefused('1,07') });
    expect(contrastVerdict('#000000', '#ffffff')).toEqual({ level: 'ok', message: t.contrast('21,00') });
  });

  it('says nothing while a colour is not a colour', () => {
    expect(contrastVerdict('#12', '#fff')).toBeNull();
  });
});
