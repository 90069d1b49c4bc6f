import { describe, expect, it, vi } from 'vitest';

import { userRoutes } from '../../../shared/api/routes';
import type { ApiClient } from '../../../web/src/api/client';
import { destinationAfterSignIn, instanceAfterSignIn } from '../../../web/src/app/instance/instance-after-sign-in';
import {
  hrefInInstance,
  instanceInSearch,
  pathAfterSwitch,
  searchWithInstance,
  sortInstanceIds,
  storedInstance,
  storeInstance,
  syncInstance,
} from '../../../web/src/app/instance/instance-sync';
import { memoryStorage } from '../../../web/src/app/storage';

describe('syncInstance', () => {
  it('lets the address win and remembers the instance it names', () => {
    expect(syncInstance({ urlInstance: 'acme-emea', storedInstance: 'acme-sales' })).toEqual({
      selected: 'acme-emea',
      store: 'acme-emea',
      fillUrl: undefined,
    });
  });

  it('remembers the address instance when nothing was remembered', () => {
    expect(syncInstance({ urlInstance: 'acme-emea', storedInstance: undefined })).toEqual({
      selected: 'acme-emea',
      store: 'acme-emea',
      fillUrl: undefined,
    });
  });

  it('does nothing when the address and the storage agree', () => {
    expect(syncInstance({ urlInstance: 'acme-sales', storedInstance: 'acme-sales' })).toEqual({
      selected: 'acme-sales',
      store: undefined,
      fillUrl: undefined,
    });
  });

  it('fills an address without an instance with the remembered one', () => {
    expect(syncInstance({ urlInstance: undefined, storedInstance: 'acme-sales' })).toEqual({
      selected: 'acme-sales',
      store: undefined,
      fillUrl: 'acme-sales',
    });
  });

  it('selects nothing when neither names an instance (the default is fetched), blank values included', () => {
    const nothing = { selected: undefined, store: undefined, fillUrl: undefined };

    expect(syncInstance({ urlInstance: undefined, storedInstance: undefined })).toEqual(nothing);
    expect(syncInstance({ urlInstance: '  ', storedInstance: '' })).toEqual(nothing);
  });
});

describe('the instance in addresses', () => {
  it('reads the instance parameter', () => {
    expect(instanceInSearch('?instance=acme-sales&embed=true')).toBe('acme-sales');
    expect(instanceInSearch('?embed=true')).toBeUndefined();
    expect(instanceInSearch('?instance=')).toBeUndefined();
  });

  it('sets the instance and keeps the other parameters', () => {
    expect(searchWithInstance('?tab=SENT&instance=old', 'acme-sales')).toBe('?tab=SENT&instance=acme-sales');
    expect(searchWithInstance('', 'acme-sales')).toBe('?instance=acme-sales');
  });

  it('links to a path in an instance', () => {
    expect(hrefInInstance('/contact', 'acme sales')).toBe('/contact?instance=acme+sales');
    expect(hrefInInstance('/contact', undefined)).toBe('/contact');
  });

  it('stays on the path after a switch, except /, /login and /register, which go to /dashboard', () => {
    expect(pathAfterSwitch('/contact')).toBe('/contact');
    expect(pathAfterSwitch('/email-sender-config/add')).toBe('/email-sender-config/add');
    expect(pathAfterSwitch('/')).toBe('/dashboard');
    expect(pathAfterSwitch('/login')).toBe('/dashboard');
    expect(pathAfterSwitch('/register/')).toBe('/dashboard');
  });

  it('lists instance ids by id, each once', () => {
    expect(sortInstanceIds(['demo-workspace', 'acme', 'demo-second-team', 'acme'])).toEqual([
      'acme',
      'demo-second-team',
      'demo-workspace',
    ]);
  });

  it('remembers the selection under selectedNamespace', () => {
    const storage = memoryStorage();

    storeInstance(storage, 'acme-sales');

    expect(storage.getItem('selectedNamespace')).toBe('acme-sales');
    expect(storedInstance(storage)).toBe('acme-sales');
    expect(storedInstance(memoryStorage())).toBeUndefined();
  });
});

/** A client whose check and default-instance calls answer as given, recording the routes called. */
function fakeClient(answers: { valid?: boolean; defaultId: string }) {
  const call = vi.fn((route: { name: string }, options?: { body?: unknown }) => {
    if (route.name === userRoutes.checkNamespace.name) {
      const body = options?.body as { namespaceId: string };
      return Promise.resolve({ data: { namespaceId: body.namespaceId, valid: answers.valid ?? false }, status: 200, trial: {} });
    }
    if (route.name === userRoutes.userNamespace.name) {
      return Promise.resolve({ data: { namespaceId: answers.defaultId }, status: 200, trial: {} });
    }
    return Promise.reject(new Error(`unexpected ${route.name}`));
  });
  return { client: { call } as unknown as Pick<ApiClient, 'call'>, call };
}

describe('instanceAfterSignIn', () => {
  it('keeps the remembered instance when the server confirms it', async () => {
    const { client, call } = fakeClient({ valid: true, defaultId: 'home' });

    await expect(instanceAfterSignIn(client, 'acme-sales')).resolves.toBe('acme-sales');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toEqual({ body: { namespaceId: 'acme-sales' } });
  });

  it('falls back to the default instance when the remembered one is not valid', async () => {
    const { client } = fakeClient({ valid: false, defaultId: 'home' });

    await expect(instanceAfterSignIn(client, 'someone-elses')).resolves.toBe('home');
  });

  it('asks for the default instance straight away when none is remembered', async () => {
    const { client, call } = fakeClient({ defaultId: 'home' });

    await expect(instanceAfterSignIn(client, undefined)).resolves.toBe('home');
    expect(call.mock.calls.map(([route]) => route.name)).toEqual([userRoutes.userNamespace.name]);
  });
});

describe('destinationAfterSignIn', () => {
  it('lands on the dashboard of the instance', () => {
    expect(destinationAfterSignIn('acme-sales', undefined)).toEqual({ pathname: '/dashboard', search: '?instance=acme-sales' });
  });

  it('returns to the page the user was going to, in the instance, or in the one its address named', () => {
    expect(destinationAfterSignIn('acme-sales', { pathname: '/email', search: '?tab=SENT' })).toEqual({
      pathname: '/email',
      search: '?tab=SENT&instance=acme-sales',
    });
    expect(destinationAfterSignIn('acme-sales', { pathname: '/email', search: '?instance=acme-emea' })).toEqual({
      pathname: '/email',
      search: '?instance=acme-emea',
    });
  });
});
