import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.js';
import { REWARD_ERRORS as E, configRewardSchema, rewardAssignmentSchema } from './reward.js';

const config = (values: Record<string, unknown>) =>
  fieldErrors(configRewardSchema, { socialContentTypes: ['feed'], ...values });

describe('configRewardSchema', () => {
  it('accepts each type with the field it needs', () => {
    expect(config({ type: 'percent', percent: 15 })).toEqual({});
    expect(config({ type: 'code', code: 'MERCI10' })).toEqual({});
    expect(config({ type: 'voucher', description: "Bon d'achat de 20 €" })).toEqual({});
    expect(config({ type: 'other', description: 'Un café offert' })).toEqual({});
  });

  it("requires a type, with the message key 'form.reward_form.type.error'", () => {
    expect(config({})).toEqual({ type: 'form.reward_form.type.error' });
    expect(config({ type: 'gift' })).toEqual({ type: E.type });
  });

  it('requires the code of a code reward', () => {
    expect(config({ type: 'code', code: '  ' })).toEqual({ code: 'reward.fields.code.error' });
  });

  it('requires a non-zero percent for a percent reward', () => {
    expect(config({ type: 'percent', percent: 0 })).toEqual({ percent: 'reward.fields.percent.error' });
    expect(config({ type: 'percent', percent: '' })).toEqual({ percent: E.percent });
    expect(config({ type: 'percent', percent: -5 })).toEqual({ percent: E.percent });
    expect(config({ type: 'percent', percent: 101 })).toEqual({ percent: E.percent });
  });

  it('requires a description for voucher and other rewards', () => {
    expect(config({ type: 'voucher' })).toEqual({ description: 'reward.fields.description.error' });
    expect(config({ type: 'other', description: '' })).toEqual({ description: E.description });
  });

  it('accepts both validity dates empty, or both filled in order', () => {
    expect(config({ type: 'code', code: 'A', validityStartAt: '', validityEndAt: '' })).toEqual({});
    expect(
      config({ type: 'code', code: 'A', validityStartAt: '2026-11-01', validityEndAt: '2026-11-30' }),
    ).toEqual({});
    expect(
      config({ type: 'code', code: 'A', validityStartAt: '2026-11-01', validityEndAt: '2026-11-01' }),
    ).toEqual({});
  });

  it("puts 'blank' on both dates when only one is filled", () => {
    expect(config({ type: 'code', code: 'A', validityStartAt: '2026-11-01', validityEndAt: '' })).toEqual({
      validityStartAt: E.validityBlank,
      validityEndAt: E.validityBlank,
    });
    expect(config({ type: 'code', code: 'A', validityEndAt: '2026-11-01' })).toEqual({
      validityStartAt: E.validityBlank,
      validityEndAt: E.validityBlank,
    });
  });

  it("puts 'interval' on both dates when the start is after the end", () => {
    expect(
      config({ type: 'code', code: 'A', validityStartAt: '2026-12-01', validityEndAt: '2026-11-01' }),
    ).toEqual({
      validityStartAt: E.validityInterval,
      validityEndAt: E.validityInterval,
    });
  });

  it('refuses a negative quantity and accepts none (unlimited) or 0', () => {
    expect(config({ type: 'code', code: 'A', quantity: -1 })).toEqual({
      quantity: 'reward.fields.quantity.error',
    });
    expect(config({ type: 'code', code: 'A', quantity: '' })).toEqual({});
    expect(config({ type: 'code', code: 'A', quantity: 0 })).toEqual({});
  });

  it('requires at least one social content type', () => {
    expect(config({ type: 'code', code: 'A', socialContentTypes: [] })).toEqual({
      socialContentTypes: 'form.config_reward_form.social_content_type.error',
    });
    expect(config({ type: 'code', code: 'A', socialContentTypes: ['tiktok'] })).toMatchObject({
      'socialContentTypes[0]': E.socialContentTypes,
    });
  });

  it('defaults the place to online', () => {
    expect(
      configRewardSchema.validateSync({ type: 'code', code: 'A', socialContentTypes: ['feed'] }).place,
    ).toBe('online');
  });
});

describe('configRewardSchema with unique codes', () => {
  const online = (values: Record<string, unknown>) =>
    config({ place: 'online', uniqueCodes: true, ...values });

  it('is off by default', () => {
    expect(
      configRewardSchema.validateSync({ type: 'code', code: 'A', socialContentTypes: ['feed'] }).uniqueCodes,
    ).toBe(false);
  });

  it('accepts unique codes for an online percent, and for an online code with a percent or an amount', () => {
    expect(online({ type: 'percent', percent: 15 })).toEqual({});
    expect(online({ type: 'code', percent: 10 })).toEqual({});
    expect(online({ type: 'code', percent: 0, amount: 12.5 })).toEqual({});
  });

  it("refuses unique codes in the shop or for a voucher, with 'form.reward_form.uniqueCodes.error'", () => {
    expect(online({ type: 'percent', percent: 15, place: 'shop' })).toEqual({
      uniqueCodes: 'form.reward_form.uniqueCodes.error',
    });
    expect(online({ type: 'voucher', description: 'Bon' })).toEqual({ uniqueCodes: E.uniqueCodes });
  });

  it('asks no code of a code reward with unique codes: the store makes them', () => {
    expect(online({ type: 'code', code: '', amount: 5 })).toEqual({});
    expect(config({ type: 'code', code: '', uniqueCodes: false })).toEqual({ code: E.code });
  });

  it("asks a unique code's value, a percent or an amount, one of the two, with 'form.reward_form.amount.error'", () => {
    expect(online({ type: 'code', percent: 0, amount: '' })).toEqual({
      amount: 'form.reward_form.amount.error',
    });
    expect(online({ type: 'code', percent: 10, amount: 5 })).toEqual({ amount: E.amount });
    expect(online({ type: 'code', percent: 0, amount: -5 })).toEqual({ amount: E.amount });
    expect(online({ type: 'code', percent: 120 })).toEqual({ percent: E.percent });
  });

  it('ignores an amount without unique codes, and refuses a negative one', () => {
    expect(config({ type: 'code', code: 'A', amount: null })).toEqual({});
    expect(config({ type: 'code', code: 'A', amount: -1 })).toEqual({ amount: E.amount });
  });
});

describe('rewardAssignmentSchema', () => {
  const assign = (values: Record<string, unknown>, allowedTypes?: string[]) =>
    fieldErrors(rewardAssignmentSchema, values, allowedTypes ? { allowedTypes } : undefined);

  it('accepts a configured reward chosen by id', () => {
    expect(assign({ mode: 'config', configDiscountId: 4 })).toEqual({});
  });

  it('requires the configured reward in config mode', () => {
    expect(assign({ mode: 'config', configDiscountId: '' })).toEqual({ configDiscountId: E.configDiscount });
  });

  it('requires a choice between configured and custom', () => {
    expect(assign({})).toEqual({ mode: E.configDiscount });
  });

  it('validates a custom reward with the same rules as a configured one', () => {
    expect(assign({ mode: 'custom', type: 'percent', percent: 10 })).toEqual({});
    expect(assign({ mode: 'custom', type: 'percent', percent: 0 })).toEqual({ percent: E.percent });
    expect(assign({ mode: 'custom', type: 'code' })).toEqual({ code: E.code });
    expect(assign({ mode: 'custom', type: 'other', validityStartAt: '2026-01-02' })).toEqual({
      description: E.description,
      validityStartAt: E.validityBlank,
      validityEndAt: E.validityBlank,
    });
  });

  it("refuses a custom type the shop's plan does not allow", () => {
    expect(assign({ mode: 'custom', type: 'voucher', description: 'Bon' }, ['percent', 'code'])).toEqual({
      type: E.type,
    });
    expect(assign({ mode: 'custom', type: 'code', code: 'A' }, ['percent', 'code'])).toEqual({});
  });

  it('ignores custom fields when a configured reward is chosen', () => {
    expect(assign({ mode: 'config', configDiscountId: 2, type: 'percent', percent: 0 })).toEqual({});
  });
});
