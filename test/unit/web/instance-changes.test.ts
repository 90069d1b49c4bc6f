import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { NamespaceIdSchema } from '../../../shared/schemas/common';
import { INSTANCE_ACTION_ITEMS, instanceMenuItems } from '../../../web/src/components/nav-bar/nav-items';

describe('the instance menu of the simple bar', () => {
  const actionIds = (items: ReturnType<typeof instanceMenuItems>) =>
    items.flatMap((item) => ('items' in item ? item.items : [item])).map((item) => item.id);

  it('lists the other instances to switch to, then renaming and leaving for a manager', () => {
    const items = instanceMenuItems(['acme-eu-aaaaaa', 'acme-us-bbbbbb'], 'MANAGER');

    expect(items.map((item) => item.text)).toEqual(['Switch to', 'This instance', 'Your account']);
    expect(actionIds(items)).toEqual([
      'acme-eu-aaaaaa',
      'acme-us-bbbbbb',
      INSTANCE_ACTION_ITEMS.rename,
      INSTANCE_ACTION_ITEMS.leave,
      INSTANCE_ACTION_ITEMS.create,
      INSTANCE_ACTION_ITEMS.security,
    ]);
  });

  it('offers an ADMIN renaming too, and a DEFAULT member (or an unknown role) only leaving; everyone a new instance and sign-in security', () => {
    const { create, security } = INSTANCE_ACTION_ITEMS;
    expect(actionIds(instanceMenuItems([], 'ADMIN'))).toEqual([
      INSTANCE_ACTION_ITEMS.rename,
      INSTANCE_ACTION_ITEMS.leave,
      create,
      security,
    ]);
    expect(actionIds(instanceMenuItems([], 'DEFAULT'))).toEqual([INSTANCE_ACTION_ITEMS.leave, create, security]);
    expect(actionIds(instanceMenuItems(['other-cccccc'], undefined))).toEqual([
      'other-cccccc',
      INSTANCE_ACTION_ITEMS.leave,
      create,
      security,
    ]);
  });

  it('uses action ids no instance id can take', () => {
    for (const id of Object.values(INSTANCE_ACTION_ITEMS)) expect(z.safeParse(NamespaceIdSchema, id).success).toBe(false);
  });
});
