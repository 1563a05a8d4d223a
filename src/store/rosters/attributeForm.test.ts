// The attributes asked once for a unit without a kept profile (issue 31, item 6): read into a kept
// profile by the library's schema, each problem named by the unit and the attribute.
import { describe, expect, it } from 'vitest';
import { blankForm, formOf, profileFromForm, readForm, type AttributeForm } from './attributeForm.ts';

const filled = (change: Partial<AttributeForm> = {}): AttributeForm => ({
  ...blankForm(),
  cc: '13',
  bs: '12',
  ph: '10',
  wip: '13',
  arm: '1',
  ...change,
});

describe('a form read into a kept profile', () => {
  it('reads every attribute and the skills written as the lists write them', () => {
    const r = profileFromForm(
      'SPEKTR',
      filled({ mov2: '4', skills: 'CH: Camouflage, Mimetism (-6), Infiltration' }),
    );
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'SPEKTR',
        troopType: 'LI',
        s: 2,
        mov: [4, 4],
        cc: 13,
        bs: 12,
        ph: 10,
        wip: 13,
        arm: 1,
        bts: 0,
        w: 1,
        skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }, { skill: 'Infiltration' }],
      },
    });
  });

  it('gives back the same form from the profile', () => {
    const form = filled({
      irregular: true,
      troopType: 'SK',
      skills: 'Camouflage, Mimetism (-6), Surprise Attack (-3)',
    });
    const r = profileFromForm('X', form);
    expect(r.ok ? formOf(r.value) : null).toEqual(form);
  });

  it.each([
    [{ bs: '' }, 'NISSE: BS is needed.'],
    [{ wip: '31' }, 'NISSE: WIP "31" is not a value of this attribute.'],
    [{ s: '9' }, 'NISSE: S "9" is not a value of this attribute.'],
    [{ mov1: 'x' }, 'NISSE: MOV (first) "x" is not a value of this attribute.'],
    [{ w: '0' }, 'NISSE: W "0" is not a value of this attribute.'],
    [{ cc: '1.5' }, 'NISSE: CC "1.5" is not a value of this attribute.'],
    [
      { skills: 'Camouflage, Spitfire' },
      'NISSE: "Spitfire" is not a skill the table plays (it is left out of the skills).',
    ],
  ])('%j is refused: %s', (change, line) => {
    const r = profileFromForm('NISSE', filled(change));
    expect(r.ok ? [] : r.errors).toEqual([line]);
  });

  it('names every attribute still blank in a new form', () => {
    const r = profileFromForm('NISSE', blankForm());
    expect(r.ok ? [] : r.errors).toEqual(['NISSE: CC, BS, PH, WIP, ARM are needed.']);
  });

  it('names the form fields of its problems, for the form to mark them', () => {
    const r = readForm('NISSE', filled({ bs: '', mov1: '13', skills: 'Spitfire' }));
    expect(r.ok ? null : [...r.problems.fields].sort()).toEqual(['bs', 'mov1', 'skills']);
    expect(r.ok ? null : r.problems.lines).toEqual([
      'NISSE: BS is needed.',
      'NISSE: "Spitfire" is not a skill the table plays (it is left out of the skills).',
      'NISSE: MOV (first) "13" is not a value of this attribute.',
    ]);
  });
});
