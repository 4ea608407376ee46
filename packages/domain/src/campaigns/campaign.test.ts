import { describe, expect, it } from 'vitest';
import { PLANS } from '../constants';
import { planLimits } from '../plans/plans';
import { activeMonths, campaignInput, overPlanLimit, registrationCap, registrationIssues } from './campaign';

const base = { name: 'Festa', startDate: '2027-05-01', endDate: '2027-05-01', qrType: 'ACCESS' };

describe('campaigns', () => {
  it('a campaign: defaults filled, dates in order, choice fields with values, field ids unique', () => {
    expect(campaignInput.parse(base)).toMatchObject({
      maxParticipants: null,
      duplicates: 'refuse',
      published: false,
      formFields: [],
      policies: [],
    });
    expect(campaignInput.safeParse({ ...base, endDate: '2027-04-30' }).error?.issues.map((i) => i.message)).toEqual([
      'validation.endBeforeStart',
    ]);
    const twice = {
      ...base,
      formFields: [
        { id: 'a', label: 'A', type: 'TEXT' },
        { id: 'a', label: 'B', type: 'TEXT' },
      ],
    };
    expect(campaignInput.safeParse(twice).error?.issues.map((i) => i.path.join('.'))).toEqual(['formFields.1.id']);
    expect(campaignInput.safeParse({ ...base, policies: ['privacy', 'terms'] }).error?.issues[0]?.message).toBe('validation.notAllowed');
    expect(campaignInput.parse({ ...base, maxParticipants: '' }).maxParticipants).toBeNull();
  });

  it('answers against the form: required, choices, numbers, dates, unknown fields', () => {
    const form = campaignInput.parse({
      ...base,
      formFields: [
        { id: 'taglia', label: 'Taglia', type: 'SELECT', values: ['S', 'M'], required: true },
        { id: 'giorni', label: 'Giorni', type: 'MULTISELECT', values: ['sab', 'dom'] },
        { id: 'eta', label: 'Età', type: 'NUMBER' },
        { id: 'arrivo', label: 'Arrivo', type: 'DATE' },
      ],
    }).formFields;
    expect(registrationIssues(form, { answers: { taglia: 'M', giorni: ['sab'], eta: 30, arrivo: '2027-05-01' } })).toEqual([]);
    expect(registrationIssues(form, { answers: { giorni: ['lun'], eta: '30', arrivo: '2027-02-30', x: 'y' } })).toEqual([
      { path: 'body.answers.x', message: 'validation.unknownField' },
      { path: 'body.answers.taglia', message: 'validation.required' },
      { path: 'body.answers.giorni', message: 'validation.notAllowed' },
      { path: 'body.answers.eta', message: 'validation.number' },
      { path: 'body.answers.arrivo', message: 'validation.date' },
    ]);
  });

  it('the cap: the smaller of the campaign’s maximum and the plan’s limit, and which of the two stops', () => {
    for (const plan of PLANS) {
      const limit = planLimits(plan).registrationsPerCampaign;
      expect(registrationCap(null, plan)).toEqual({ cap: limit, byPlan: limit !== null });
      expect(registrationCap(10, plan)).toEqual({ cap: 10, byPlan: false });
      if (limit !== null) expect(registrationCap(limit + 1, plan)).toEqual({ cap: limit, byPlan: true });
    }
  });
});

describe('overPlanLimit', () => {
  it('the month’s n-th campaign is read-only when n is above the plan’s limit; unlimited plans and older campaigns never', () => {
    // FREE: one campaign a month; ENTERPRISE: no limit
    expect(planLimits('FREE').campaignsPerMonth).toBe(1);
    expect(overPlanLimit({ monthSeq: 2 }, 'FREE')).toBe(true);
    expect(overPlanLimit({ monthSeq: 1 }, 'FREE')).toBe(false);
    expect(overPlanLimit({ monthSeq: 50 }, 'ENTERPRISE')).toBe(false);
    expect(overPlanLimit({}, 'FREE')).toBe(false);
  });
});

describe('activeMonths', () => {
  it('every month a campaign spans, across a year’s end; one for a day; at most five years', () => {
    expect(activeMonths('2026-11-20', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(activeMonths('2026-05-01', '2026-05-01')).toEqual(['2026-05']);
    expect(activeMonths('2020-01-01', '2099-12-31')).toHaveLength(60);
  });
});
