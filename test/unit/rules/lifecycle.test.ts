import { describe, expect, it } from 'vitest';

import type { LifecycleStage } from '../../../shared/domain';
import { compareLifecycle, isLeadGroup, isLifecycleAbove, isLifecycleAtLeast, lifecycleRank } from '../../../shared/rules';

const ORDER: readonly LifecycleStage[] = [
  'SUBSCRIBER',
  'LEAD',
  'QUALIFIED_LEAD',
  'MARKETING_QUALIFIED_LEAD',
  'SALES_QUALIFIED_LEAD',
  'OPPORTUNITY',
  'CUSTOMER',
  'EVANGELIST',
  'OTHER',
];

describe('lifecycleRank', () => {
  it('ranks the stages 0,0,1..7 when SUBSCRIBER and LEAD share the lowest rank', () => {
    const ranks = ORDER.map((stage) => lifecycleRank(stage));
    expect(ranks).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('ranks OTHER highest when compared with every other stage', () => {
    const others = ORDER.filter((stage) => stage !== 'OTHER');
    const below = others.every((stage) => lifecycleRank(stage) < lifecycleRank('OTHER'));
    expect(below).toBe(true);
  });

  it('throws a RangeError when the value is not a stage', () => {
    const stage = 'PROSPECT' as LifecycleStage;
    const act = (): unknown => lifecycleRank(stage);
    expect(act).toThrow(new RangeError('Unknown lifecycle stage "PROSPECT"'));
  });
});

describe('compareLifecycle', () => {
  it.each<[LifecycleStage, LifecycleStage, -1 | 0 | 1]>([
    ['SUBSCRIBER', 'LEAD', 0],
    ['LEAD', 'SUBSCRIBER', 0],
    ['LEAD', 'LEAD', 0],
    ['LEAD', 'QUALIFIED_LEAD', -1],
    ['QUALIFIED_LEAD', 'SUBSCRIBER', 1],
    ['CUSTOMER', 'OPPORTUNITY', 1],
    ['EVANGELIST', 'OTHER', -1],
    ['OTHER', 'SUBSCRIBER', 1],
  ])('compares %s with %s as %i when ranked', (a, b, expected) => {
    const result = compareLifecycle(a, b);
    expect(result).toBe(expected);
  });

  it('sorts stages into lifecycle order when used as a comparator', () => {
    const shuffled: LifecycleStage[] = [
      'OTHER',
      'CUSTOMER',
      'QUALIFIED_LEAD',
      'EVANGELIST',
      'OPPORTUNITY',
      'SALES_QUALIFIED_LEAD',
      'MARKETING_QUALIFIED_LEAD',
    ];
    const sorted = [...shuffled].sort(compareLifecycle);
    expect(sorted).toEqual(ORDER.slice(2));
  });
});

describe('isLifecycleAtLeast', () => {
  it.each<[LifecycleStage, LifecycleStage, boolean]>([
    ['SUBSCRIBER', 'LEAD', true],
    ['LEAD', 'SUBSCRIBER', true],
    ['QUALIFIED_LEAD', 'QUALIFIED_LEAD', true],
    ['LEAD', 'QUALIFIED_LEAD', false],
    ['CUSTOMER', 'SALES_QUALIFIED_LEAD', true],
    ['OPPORTUNITY', 'CUSTOMER', false],
    ['OTHER', 'EVANGELIST', true],
  ])('says %s is at least %s is %s when checked', (stage, min, expected) => {
    const result = isLifecycleAtLeast(stage, min);
    expect(result).toBe(expected);
  });
});

describe('isLifecycleAbove', () => {
  it.each<[LifecycleStage, LifecycleStage, boolean]>([
    ['SUBSCRIBER', 'LEAD', false],
    ['LEAD', 'SUBSCRIBER', false],
    ['QUALIFIED_LEAD', 'LEAD', true],
    ['OPPORTUNITY', 'OPPORTUNITY', false],
    ['CUSTOMER', 'OPPORTUNITY', true],
    ['OPPORTUNITY', 'CUSTOMER', false],
    ['OTHER', 'EVANGELIST', true],
    ['OTHER', 'OTHER', false],
  ])('says %s is above %s is %s when checked', (stage, max, expected) => {
    const result = isLifecycleAbove(stage, max);
    expect(result).toBe(expected);
  });

  it('marks only stages past the maximum when a campaign targets up to SALES_QUALIFIED_LEAD', () => {
    const max: LifecycleStage = 'SALES_QUALIFIED_LEAD';
    const tooHigh = ORDER.filter((stage) => isLifecycleAbove(stage, max));
    expect(tooHigh).toEqual(['OPPORTUNITY', 'CUSTOMER', 'EVANGELIST', 'OTHER']);
  });
});

describe('isLeadGroup', () => {
  it('holds only SUBSCRIBER and LEAD when every stage is checked', () => {
    const group = ORDER.filter((stage) => isLeadGroup(stage));
    expect(group).toEqual(['SUBSCRIBER', 'LEAD']);
  });
});
